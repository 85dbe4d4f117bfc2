import { useQuery } from '@tanstack/react-query';
import { trackingQueries } from './tracking-queries';

/** How many times (path, event) was viewed; 0 while loading and when unknown. */
export function useViewCount(path: string, eventId: string | null): number {
  const { data } = useQuery(trackingQueries.viewCount(path, eventId));
  return data ?? 0;
}
