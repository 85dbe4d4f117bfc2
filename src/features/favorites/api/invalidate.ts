import type { QueryClient } from '@tanstack/react-query';
import { eventsKeys } from '@/features/events';
import { favoritesKeys } from './favorites-queries';

/** Every "N personas lo han guardado" count (any set of ids) and the trending counts. */
const FAVORITE_COUNTS_ROOT = [...eventsKeys.all, 'favorite-counts'] as const;

/** The user's favourites and the public counts built from them. */
export function invalidateFavorites(queryClient: QueryClient, userId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: favoritesKeys.user(userId) }),
    queryClient.invalidateQueries({ queryKey: FAVORITE_COUNTS_ROOT }),
    queryClient.invalidateQueries({ queryKey: eventsKeys.trendingCounts() }),
  ]).then(() => undefined);
}

/** Optimistic edit of the cached saved ids; returns the previous list for a rollback. */
export function editSavedIds(
  queryClient: QueryClient,
  userId: string,
  edit: (ids: string[]) => string[],
): string[] | undefined {
  const key = favoritesKeys.ids(userId);
  const previous = queryClient.getQueryData<string[]>(key);
  if (previous) queryClient.setQueryData<string[]>(key, edit(previous));
  return previous;
}
