import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { incrementPageView } from './tracking-api';
import { trackingKeys } from './tracking-queries';

/** Counts a view and puts the new total where useViewCount reads it (so a visit counts itself). */
export function useRecordPageView() {
  const queryClient = useQueryClient();
  return useCallback(
    async (path: string, eventId: string | null) => {
      const count = await incrementPageView(path, eventId);
      if (count !== null) queryClient.setQueryData(trackingKeys.viewCount(path, eventId), count);
    },
    [queryClient],
  );
}
