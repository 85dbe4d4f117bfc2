import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withSupabase } from '@/lib/supabase-effect';
import { useAuth } from '@/features/auth';
import { invalidateFavorites } from './favorites-queries';

let channelSeq = 0;

/** Changes to the user's user_favorites rows (any tab or device) refresh the saved state and the counts. */
export function FavoritesRealtime() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    return withSupabase((supabase) => {
      const channel = supabase
        .channel(`user-favorites-${userId}-${++channelSeq}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'user_favorites', filter: `user_id=eq.${userId}` },
          () => void invalidateFavorites(queryClient, userId),
        )
        .subscribe();
      return () => void supabase.removeChannel(channel);
    });
  }, [userId, queryClient]);
  return null;
}
