import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSupabase } from '@/lib/supabase';
import { eventsKeys } from './events-queries';

let channelSeq = 0;

/** Any change of the events table reloads the listings (file 000 §4, "live subscription"). */
export function useEventsRealtime(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const supabase = getSupabase();
    const channel = supabase
      .channel(`events-changes-${++channelSeq}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, () => {
        void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
      })
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [enabled, queryClient]);
}
