import type { ComponentProps, ReactElement } from 'react';
import { useDeferredPart } from '@/hooks/use-deferred-part';
import { preloadable } from '@/lib/preloadable';

export interface EventShareMenuProps {
  title: string;
  /** Absolute URL of the event page. */
  url: string;
  /** How long 'Enlace copiado' stays (2.5 s on cards, 2 s elsewhere). */
  toastMs: number;
  /** The button that opens the menu, given the props to spread on it. */
  trigger: (props: ComponentProps<'button'>) => ReactElement;
}

const dropdown = preloadable(() => import('./event-share-dropdown').then((m) => m.default));

/**
 * Share menu: 'Copiar enlace' (toast 'Enlace copiado') and 'WhatsApp' (title and URL). Every card
 * has one, so its code is fetched only when a visitor reaches for a share button.
 */
export function EventShareMenu(props: EventShareMenuProps) {
  const { Loaded, partProps, standInProps } = useDeferredPart(dropdown, { preloadWhenIdle: false });
  if (Loaded) return <Loaded {...props} {...partProps} />;
  return props.trigger({ ...standInProps, 'aria-haspopup': 'menu' });
}
