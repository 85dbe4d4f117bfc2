import { useSyncExternalStore } from 'react';
import { listen } from '@/lib/listen';
import { m } from '@/i18n/paraglide/messages.js';

const subscribe = (onChange: () => void) => listen(window, ['online', 'offline'], onChange);

const isOnline = () => navigator.onLine;

/** 'Sin conexión' while offline; the status region stays in the page, so screen readers hear both changes. */
export function OfflineStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div
      role="status"
      className={online ? 'sr-only' : 'bg-amber-100 px-4 py-2 text-center text-sm text-amber-950'}
    >
      {online ? null : (
        <>
          <strong>{m.components_offline_title()}</strong> {m.components_offline_text()}
        </>
      )}
    </div>
  );
}
