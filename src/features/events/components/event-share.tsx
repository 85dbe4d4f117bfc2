import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast';
import type { EventShareMenuProps } from './event-share-dropdown';

// Radix's menu is mounted (and its chunk loaded) when a visitor asks for it, not with every card.
const EventShareDropdown = lazy(() => import('./event-share-dropdown'));

/** 'Compartir': the system share sheet where the browser has one, else the menu. */
export function EventShare(props: EventShareMenuProps) {
  const [menuWanted, setMenuWanted] = useState(false);
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') {
    if (!menuWanted)
      return props.trigger({
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => setMenuWanted(true),
      });
    return (
      <Suspense fallback={props.trigger({ 'aria-haspopup': 'menu', 'aria-disabled': true })}>
        <EventShareDropdown {...props} />
      </Suspense>
    );
  }
  const { title, url, trigger } = props;
  const share = () => {
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the sheet without choosing is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('No se pudo compartir el enlace');
    });
  };
  return trigger({ onClick: share });
}
