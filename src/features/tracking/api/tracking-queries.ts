import { queryOptions } from '@tanstack/react-query';
import { fetchViewCount } from './tracking-api';
import { trackingKeys } from './tracking-keys';

export { trackingKeys };

export const trackingQueries = {
  viewCount: (path: string, eventId: string | null) =>
    queryOptions({
      queryKey: trackingKeys.viewCount(path, eventId),
      queryFn: ({ signal }) => fetchViewCount(path, eventId, signal),
      retry: false,
    }),
};
