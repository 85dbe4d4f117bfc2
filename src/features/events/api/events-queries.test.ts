import { describe, expect, it } from 'vitest';
import { QUERY_MAX_RETRIES } from '@/config/constants';
import { UnreachableError } from '@/lib/unreachable';
import {
  LIST_UNREACHABLE_RETRIES,
  LIST_UNREACHABLE_RETRY_DELAY_MS,
  listRetry,
  listRetryDelay,
} from './events-queries';

const unreachable = new UnreachableError('TypeError: Failed to fetch');
const answered = new Error('permission denied for table events');

describe('the listing retry policy', () => {
  it('retries an unreachable service once, after 1 s', () => {
    expect(LIST_UNREACHABLE_RETRIES).toBe(1);
    expect(listRetry(0, unreachable)).toBe(true);
    expect(listRetry(1, unreachable)).toBe(false);
    expect(listRetryDelay(0, unreachable)).toBe(LIST_UNREACHABLE_RETRY_DELAY_MS);
  });

  it('keeps the default for an answered error: 3 retries with exponential back-off', () => {
    expect(QUERY_MAX_RETRIES).toBe(3);
    expect([0, 1, 2, 3].map((n) => listRetry(n, answered))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((n) => listRetryDelay(n, answered))).toEqual([1000, 2000, 4000]);
  });
});
