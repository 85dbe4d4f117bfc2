import { queryOptions } from '@tanstack/react-query';
import { fetchViewCount } from './tracking-api';

/** One key root for the feature, general → specific. */
export const trackingKeys = {
  all: ['tracking'] as const,
  viewCount: (path: string, eventId: string | null) => [...trackingKeys.all, 'view-count', path, eventId] as const,
};

export const trackingQueries = {
  viewCount: (path: string, eventId: string | null) =>
    queryOptions({
      queryKey: trackingKeys.viewCount(path, eventId),
      queryFn: ({ signal }) => fetchViewCount(path, eventId, signal),
      retry: false,
    }),
};
