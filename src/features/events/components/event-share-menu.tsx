import { lazy, Suspense, type ComponentProps, type ReactElement } from 'react';

export interface EventShareMenuProps {
  title: string;
  /** Absolute URL of the event page. */
  url: string;
  /** How long 'Enlace copiado' stays (2.5 s on cards, 2 s elsewhere). */
  toastMs: number;
  /** The button that opens the menu, given the props to spread on it. */
  trigger: (props: ComponentProps<'button'>) => ReactElement;
}

// Radix's menu is not needed for the first screen: its chunk loads once the first card has rendered.
const EventShareDropdown = lazy(() => import('./event-share-dropdown'));

/** Share menu: 'Copiar enlace' (toast 'Enlace copiado') and 'WhatsApp' (title and URL). */
export function EventShareMenu(props: EventShareMenuProps) {
  return (
    <Suspense fallback={props.trigger({ 'aria-haspopup': 'menu', 'aria-disabled': true })}>
      <EventShareDropdown {...props} />
    </Suspense>
  );
}
