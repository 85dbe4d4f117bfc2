import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_MAX_RETRY_DELAY_MS } from '@/config/constants';

/** Exponential back-off (React Query passes 0, 1, 2…): 1 s, 2 s, 4 s… at most QUERY_MAX_RETRY_DELAY_MS. */
export const defaultRetryDelay = (attempt: number): number =>
  Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);

/** The product description's data-fetching defaults, for React Query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_MAX_RETRIES,
        retryDelay: defaultRetryDelay,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once (the service worker may answer from its cache: the last
        // listing, the favourites) instead of waiting for the connection to come back.
        networkMode: 'offlineFirst',
      },
    },
  });
}
