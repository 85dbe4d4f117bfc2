import { useQuery } from '@tanstack/react-query';
import { trackingKeys } from './page-views';
import { fetchViewCount } from './tracking-api';

/** How many times (path, event) was viewed; 0 while loading and when unknown. */
export function useViewCount(path: string, eventId: string | null): number {
  const { data } = useQuery({
    queryKey: trackingKeys.viewCount(path, eventId),
    queryFn: ({ signal }) => fetchViewCount(path, eventId, signal),
    retry: false,
  });
  return data ?? 0;
}
