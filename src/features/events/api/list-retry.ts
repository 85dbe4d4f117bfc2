import { QUERY_MAX_RETRIES } from '@/config/constants';
import { defaultRetryDelay } from '@/lib/query-client';
import { isUnreachable } from '@/lib/unreachable';

/** Retries of the listing when the service cannot be reached at all (offline, server down). */
export const LIST_UNREACHABLE_RETRIES = 1;
/** …and the wait before that retry. */
export const LIST_UNREACHABLE_RETRY_DELAY_MS = 1000;

/**
 * The listing's retry policy. An answered error keeps the app's default (up to 3 retries with
 * exponential back-off, the product description's data-fetching defaults). An unreachable service is
 * retried once after 1 s, so 'Error cargando eventos' and its 'Reintentar' show within a few seconds,
 * not after the back-off (7 s, and formerly ~35 s with supabase-js retrying each attempt itself).
 * 'Reintentar', the browser's 'online' event and the realtime reconnection load it again.
 */
export const listRetry = (failureCount: number, error: Error): boolean =>
  failureCount < (isUnreachable(error) ? LIST_UNREACHABLE_RETRIES : QUERY_MAX_RETRIES);

export const listRetryDelay = (attempt: number, error: Error): number =>
  isUnreachable(error) ? LIST_UNREACHABLE_RETRY_DELAY_MS : defaultRetryDelay(attempt);
