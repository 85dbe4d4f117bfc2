import { toast } from '@/lib/toast';
import { EventShareMenu, type EventShareMenuProps } from './event-share-menu';

/** Whether the browser has a system share sheet (the Web Share API: phones, some desktops). */
function hasShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * 'Compartir': the system share sheet where the browser has one (so Instagram, Telegram, WhatsApp and
 * the rest are one tap away), else the menu with 'Copiar enlace' and 'WhatsApp'.
 */
export function EventShare(props: EventShareMenuProps) {
  if (!hasShareSheet()) return <EventShareMenu {...props} />;
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
