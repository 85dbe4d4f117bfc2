import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PAGE_VIEW_DELAY_MS } from '@/config/constants';
import { eventViewPath } from '../domain/page-view-target';

/** One key root for the feature (apart from tracking-api, so the app shell can use it cheaply). */
export const trackingKeys = {
  viewCount: (path: string, eventId: string | null) => ['tracking', 'view-count', path, eventId] as const,
};

/**
 * Counts a view of `path` (null: nothing to count) 100 ms after it is set, and puts the new total where
 * useViewCount reads it (so a visit counts itself). The backend client loads on first use.
 */
export function useRecordView(path: string | null, eventId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (path === null) return;
    const record = async () => {
      const { incrementPageView } = await import('./tracking-api');
      const count = await incrementPageView(path, eventId);
      if (count === null) return;
      const queryKey = trackingKeys.viewCount(path, eventId);
      // A read that started before this view was counted must not overwrite the newer total.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, count);
    };
    const timer = setTimeout(() => void record(), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, eventId, queryClient]);
}

/** Counts an event page's view once the event is known to exist: page_views.event_id refuses others. */
export function useRecordEventView(eventId: string | null): void {
  useRecordView(eventId === null ? null : eventViewPath(eventId), eventId);
}
