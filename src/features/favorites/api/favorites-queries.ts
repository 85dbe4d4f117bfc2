import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { eventsKeys, mapEventRow, type EventItem } from '@/features/events';

export interface SavedFavorite {
  eventId: string;
  /** Null when the event is gone (it cascades, so only for a moment). */
  event: EventItem | null;
}

async function fetchFavoriteIds(userId: string, signal: AbortSignal): Promise<string[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('user_favorites').select('event_id').eq('user_id', userId).abortSignal(signal),
  );
  return rows.map((r) => r.event_id);
}

async function fetchFavoriteEvents(userId: string, signal: AbortSignal): Promise<SavedFavorite[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('user_favorites')
      .select('event_id, events(*)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .abortSignal(signal),
  );
  return rows.map((r) => ({ eventId: r.event_id, event: r.events ? mapEventRow(r.events) : null }));
}

export const favoritesKeys = {
  user: (userId: string) => ['favorites', userId] as const,
  ids: (userId: string) => [...favoritesKeys.user(userId), 'ids'] as const,
  events: (userId: string) => [...favoritesKeys.user(userId), 'events'] as const,
};

export const favoritesQueries = {
  ids: (userId: string) =>
    queryOptions({
      queryKey: favoritesKeys.ids(userId),
      queryFn: ({ signal }) => fetchFavoriteIds(userId, signal),
      staleTime: 60_000, // realtime and our own mutations keep it current
    }),
  events: (userId: string) =>
    queryOptions({
      queryKey: favoritesKeys.events(userId),
      queryFn: ({ signal }) => fetchFavoriteEvents(userId, signal),
    }),
};

/** The user's favourites, every "N personas lo han guardado" count and the trending counts. */
export function invalidateFavorites(queryClient: QueryClient, userId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: favoritesKeys.user(userId) }),
    queryClient.invalidateQueries({ queryKey: eventsKeys.allFavoriteCounts() }),
    queryClient.invalidateQueries({ queryKey: eventsKeys.trendingCounts() }),
  ]).then(() => undefined);
}

/** Optimistic edit of a cached list; returns what puts it back. */
export function editCached<T>(queryClient: QueryClient, key: QueryKey, edit: (list: T[]) => T[]): () => void {
  const previous = queryClient.getQueryData<T[]>(key);
  if (previous) queryClient.setQueryData<T[]>(key, edit(previous));
  return () => void (previous && queryClient.setQueryData(key, previous));
}
