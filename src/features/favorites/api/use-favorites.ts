import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import { POINTS_FAVORITE_DAILY_MAX } from '@/config/constants';
import { useUserQuery } from '@/features/auth';
import { pointsKeys } from '@/features/points';
import { rankingKeys } from '@/features/ranking';
import { deleteFavorite, insertFavorite, saveFavorite, type SaveOutcome } from './favorites-api';
import {
  editCached,
  favoritesKeys,
  favoritesQueries,
  invalidateFavorites,
  type SavedFavorite,
} from './favorites-queries';

const NONE: ReadonlySet<string> = new Set();

export function useSavedIds(): ReadonlySet<string> {
  const query = useUserQuery(favoritesQueries.ids);
  return query.data ? new Set(query.data) : NONE;
}

interface FavoriteTarget {
  userId: string;
  eventId: string;
}

function toastSaved(outcome: SaveOutcome) {
  if (outcome === 'point')
    toast.success(m.favorites_point_won(), { description: m.favorites_point_won_text() });
  if (outcome === 'limit')
    toast.success(m.favorites_saved(), {
      description: m.favorites_daily_limit({ max: POINTS_FAVORITE_DAILY_MAX }),
    });
  if (outcome === 'saved')
    toast.success(m.favorites_saved(), {
      description: m.favorites_point_already(),
    });
}

/** A mutation's onError: undoes its optimistic edit (the context onMutate returned), then toasts. */
function failed(error: Error, _variables: FavoriteTarget, undo?: () => void) {
  undo?.();
  toast.error(m.favorites_error(), { description: error.message });
}

/** Optimistic star, rolled back and toasted on failure. */
export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId }: FavoriteTarget) => saveFavorite(eventId),
    onMutate: ({ userId, eventId }) =>
      editCached<string>(queryClient, favoritesKeys.ids(userId), (ids) =>
        ids.includes(eventId) ? ids : [...ids, eventId],
      ),
    onSuccess: (outcome, { userId }) => {
      toastSaved(outcome);
      void queryClient.invalidateQueries({ queryKey: pointsKeys.user(userId) });
      void queryClient.invalidateQueries({ queryKey: rankingKeys.all });
    },
    onError: failed,
    onSettled: (_data, _error, { userId }) => invalidateFavorites(queryClient, userId),
  });
}

/** Remove, with 'Deshacer' (re-insert, no points) in the toast. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: ({ userId, eventId }: FavoriteTarget) => insertFavorite(userId, eventId),
    onMutate: ({ userId, eventId }) =>
      editCached<string>(queryClient, favoritesKeys.ids(userId), (ids) => [...ids, eventId]),
    onError: failed,
    onSettled: (_d, _e, { userId }) => invalidateFavorites(queryClient, userId),
  });
  return useMutation({
    mutationFn: ({ userId, eventId }: FavoriteTarget) => deleteFavorite(userId, eventId),
    onMutate: ({ userId, eventId }) => {
      const ids = editCached<string>(queryClient, favoritesKeys.ids(userId), (list) =>
        list.filter((id) => id !== eventId),
      );
      const events = editCached<SavedFavorite>(queryClient, favoritesKeys.events(userId), (list) =>
        list.filter((f) => f.eventId !== eventId),
      );
      return () => {
        ids();
        events();
      };
    },
    onSuccess: (_data, target) =>
      toast(m.favorites_removed(), {
        description: m.favorites_removed_text(),
        action: { label: m.favorites_undo(), onClick: () => restore.mutate(target) },
      }),
    onError: failed,
    onSettled: (_d, _e, { userId }) => invalidateFavorites(queryClient, userId),
  });
}
