import { describe, expect, it } from 'vitest';
import { parseEventDate as validDay } from '@/features/events/domain/dates';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { createDateRangeMatcher } from './date-filter';
import type { EventItem } from '@/features/events';
import type { DateRange } from './types';

const matchesDateRange = (event: EventItem, range: DateRange | null) => createDateRangeMatcher(range)(event);

describe('matchesDateRange (overlap, inclusive, strings compared as days)', () => {
  const range = { from: '2025-03-10', to: '2025-03-12' };
  it.each([
    ['2025-03-12', '', true, 'starts on the last day'],
    ['2025-03-13', '', false, 'starts the day after'],
    ['2025-03-01', '2025-03-10', true, 'ends on the first day'],
    ['2025-03-01', '2025-03-09', false, 'ends the day before'],
    ['2025-03-01', '2025-03-31', true, 'spans the whole range'],
    ['2025-03-11', '', true, 'one-day event inside'],
    ['2025-03-09', '', false, 'no end date: the start is the end'],
    ['2025-03-11', 'no-date', true, 'invalid end treated as missing'],
    ['2025-03-11', '2025-03-01', true, 'end before start read as one day'],
    ['', '2025-03-11', false, 'no start date never matches a range'],
    ['2025-02-30', '', false, 'impossible day is invalid'],
  ])('%s → %s: %s (%s)', (startDate, endDate, expected) => {
    expect(matchesDateRange(makeEvent({ startDate, endDate }), range)).toBe(expected);
  });

  it('matches everything without a range, and a one-day range works', () => {
    expect(matchesDateRange(makeEvent(), null)).toBe(true);
    const day = { from: '2025-03-10', to: '2025-03-10' };
    expect(matchesDateRange(makeEvent({ startDate: '2025-03-10' }), day)).toBe(true);
    expect(matchesDateRange(makeEvent({ startDate: '2025-03-08', endDate: '2025-03-10' }), day)).toBe(true);
  });

  it.each([
    [null, ['a', 'b', 'none']],
    [{ from: 'x', to: 'y' }, ['a', 'b', 'none']],
    [{ from: '2025-03-12', to: '2025-03-10' }, ['a']],
    [{ from: '2025-03-11', to: '' }, ['a', 'b']],
    [{ from: '', to: '2025-03-10' }, ['a']],
  ])(
    'createDateRangeMatcher %j keeps %j (a backwards or half-open range is read in order)',
    (r, expected) => {
      const events = [
        makeEvent({ id: 'a', startDate: '2025-03-10', endDate: '2025-03-11' }),
        makeEvent({ id: 'b', startDate: '2025-03-20' }),
        makeEvent({ id: 'none' }),
      ];
      const matches = createDateRangeMatcher(r);
      expect(events.filter(matches).map((event) => event.id)).toEqual(expected);
    },
  );

  it('validDay accepts ISO days and date-times, rejects the rest', () => {
    expect([
      validDay('2025-03-01'),
      validDay('2025-03-01T20:00:00Z'),
      validDay('01/03/2025'),
      validDay(''),
    ]).toEqual(['2025-03-01', '2025-03-01', null, null]);
  });
});
