import { QUERY_MAX_RETRIES } from '@/config/constants';
import { defaultRetryDelay } from '@/lib/query-client';
import { isUnreachable } from '@/lib/unreachable';

export const LIST_UNREACHABLE_RETRIES = 1;
export const LIST_UNREACHABLE_RETRY_DELAY_MS = 1000;

/**
 * The listing's retry policy: an answered error keeps the app's default back-off; an unreachable
 * service is retried once after 1 s, so 'Error cargando eventos' and 'Reintentar' show within seconds.
 */
export const listRetry = (failureCount: number, error: Error): boolean =>
  failureCount < (isUnreachable(error) ? LIST_UNREACHABLE_RETRIES : QUERY_MAX_RETRIES);

export const listRetryDelay = (attempt: number, error: Error): number =>
  isUnreachable(error) ? LIST_UNREACHABLE_RETRY_DELAY_MS : defaultRetryDelay(attempt);
