import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withSupabase } from '@/lib/supabase-effect';
import { eventsKeys } from './events-queries';

let channelSeq = 0;

/**
 * Any change of the events table reloads the listings (file 000 §4, "live subscription").
 * Changes made while the connection was down never arrive as messages, so the listings are also
 * reloaded when the channel is subscribed again after a disconnect (realtime-js reconnects and
 * rejoins by itself) and when the browser comes back online.
 */
export function useEventsRealtime(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    window.addEventListener('online', reload);
    const unsubscribe = withSupabase((supabase) => {
      let subscribedBefore = false;
      const channel = supabase
        .channel(`events-changes-${++channelSeq}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, reload)
        .subscribe((status) => {
          if (status !== 'SUBSCRIBED') return;
          // The first join follows the first load; every later one is a reconnection.
          if (subscribedBefore) reload();
          subscribedBefore = true;
        });
      return () => void supabase.removeChannel(channel);
    });
    return () => {
      window.removeEventListener('online', reload);
      unsubscribe();
    };
  }, [enabled, queryClient]);
}
