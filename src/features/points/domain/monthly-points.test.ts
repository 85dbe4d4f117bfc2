import { describe, expect, it } from 'vitest';
import { monthlyPointsNow } from './monthly-points';

describe('monthlyPointsNow', () => {
  it.each<[string, string | null, string, number]>([
    // [case, updated_at, now, shown] with a stored figure of 40
    ['same month', '2026-09-05T08:05:00Z', '2026-09-28T18:00:00Z', 40],
    ['same instant', '2026-09-05T08:05:00Z', '2026-09-05T08:05:00Z', 40],
    ['previous month', '2026-08-20T10:00:00Z', '2026-09-02T10:00:00Z', 0],
    ['a year earlier, same month number', '2025-09-10T10:00:00Z', '2026-09-12T10:00:00Z', 0],
    ['December, read in January', '2026-12-31T22:30:00Z', '2027-01-01T09:00:00Z', 0],
    // Winter (CET, UTC+1): 23:30 UTC on 31 October is already 00:30 on 1 November in Madrid.
    [
      'award 00:30 1 Nov Madrid (23:30 UTC), read on 1 Nov',
      '2026-10-31T23:30:00Z',
      '2026-11-01T10:00:00Z',
      40,
    ],
    [
      'award 23:59 31 Oct Madrid, read at 00:00 1 Nov Madrid',
      '2026-10-31T22:59:59Z',
      '2026-10-31T23:00:00Z',
      0,
    ],
    ['award and reading both 31 Oct Madrid, 23:xx', '2026-10-31T22:00:00Z', '2026-10-31T22:59:59Z', 40],
    // Summer (CEST, UTC+2): 1 July starts at 22:00 UTC on 30 June; a fixed UTC+1 would misplace these.
    [
      'award 23:30 30 Jun Madrid, read at 00:30 1 Jul Madrid',
      '2026-06-30T21:30:00Z',
      '2026-06-30T22:30:00Z',
      0,
    ],
    ['award 00:10 1 Jul Madrid (22:10 UTC 30 Jun)', '2026-06-30T22:10:00Z', '2026-07-01T08:00:00Z', 40],
    // DST edge: the clocks go back on 25 Oct 2026 (01:00 UTC) and forward on 29 Mar 2026 (01:00 UTC).
    [
      'award in summer time, read in winter time, same month',
      '2026-10-25T00:30:00Z',
      '2026-10-31T22:30:00Z',
      40,
    ],
    [
      'award in summer time, read at the first winter-time minute of November',
      '2026-10-25T00:30:00Z',
      '2026-10-31T23:00:00Z',
      0,
    ],
    [
      'award in winter time, read in summer time, same month',
      '2026-03-29T00:30:00Z',
      '2026-03-31T21:59:59Z',
      40,
    ],
    ['award in March, read at 00:00 1 Apr Madrid (CEST)', '2026-03-29T00:30:00Z', '2026-03-31T22:00:00Z', 0],
    // As PostgREST sends a timestamptz: microseconds and a +00:00 offset.
    [
      'PostgREST timestamptz, 00:30 1 Nov Madrid',
      '2026-10-31T23:30:00.123456+00:00',
      '2026-11-30T22:59:00Z',
      40,
    ],
    // Device clock a few seconds behind the server's: the award is already in the next month.
    ['updated_at in a later month than now (clock skew)', '2026-10-31T23:00:05Z', '2026-10-31T22:59:58Z', 40],
    ['missing updated_at', null, '2026-09-05T08:05:00Z', 0],
    ['unreadable updated_at', 'no es una fecha', '2026-09-05T08:05:00Z', 0],
  ])('%s', (_case, updatedAt, now, shown) => {
    expect(monthlyPointsNow(40, updatedAt, new Date(now))).toBe(shown);
  });
});
