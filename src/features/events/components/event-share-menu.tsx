import { lazy, Suspense } from 'react';
import type { EventShareMenuProps } from './event-share-dropdown';

export type { EventShareMenuProps };

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
