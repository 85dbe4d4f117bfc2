import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trackingKeys } from './tracking-keys';

/**
 * Counts a view and puts the new total where useViewCount reads it (so a visit counts itself).
 * The tracker sits in the app shell: the backend client is loaded on first use, not with the shell.
 */
export function useRecordPageView() {
  const queryClient = useQueryClient();
  return useCallback(
    async (path: string, eventId: string | null) => {
      const { incrementPageView } = await import('./tracking-api');
      const count = await incrementPageView(path, eventId);
      if (count === null) return;
      const queryKey = trackingKeys.viewCount(path, eventId);
      // A read that started before this view was counted must not overwrite the newer total.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, count);
    },
    [queryClient],
  );
}
