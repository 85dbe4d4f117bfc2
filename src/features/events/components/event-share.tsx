import { lazy } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import type { EventShareMenuProps } from './event-share-dropdown';

// Radix's menu is not needed for the first screen: its chunk loads once the first card has rendered.
const EventShareDropdown = lazy(() => import('./event-share-dropdown'));

/** 'Compartir': the system share sheet where the browser has one, else the menu. */
export function EventShare(props: EventShareMenuProps) {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') {
    return (
      <LazyMenu standIn={props.trigger}>
        {(triggerRef) => <EventShareDropdown {...props} triggerRef={triggerRef} />}
      </LazyMenu>
    );
  }
  const { title, url, trigger } = props;
  const share = () => {
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the sheet without choosing is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(m.events_share_failed());
    });
  };
  return trigger({ onClick: share });
}
