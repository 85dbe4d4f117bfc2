import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTIME_RELOAD_MIN_GAP_MS } from '@/config/tuning';
import { withSupabase } from '@/lib/supabase-effect';
import { throttle } from '@/lib/throttle';
import { eventsKeys } from './events-queries';

let channelSeq = 0;

/**
 * Any change of the events table reloads the listings, a burst at most once per gap. Changes missed
 * while disconnected never arrive, so a rejoin and the browser coming back online reload at once.
 */
export function useEventsRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    const changes = throttle(reload, REALTIME_RELOAD_MIN_GAP_MS);
    window.addEventListener('online', reload);
    const unsubscribe = withSupabase((supabase) => {
      let subscribedBefore = false;
      const channel = supabase
        .channel(`events-changes-${++channelSeq}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, changes.call)
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
      changes.cancel();
      unsubscribe();
    };
  }, [queryClient]);
}
