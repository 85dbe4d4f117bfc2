import { describe, it, expect } from 'vitest';
import { makeEvent } from './event.fixture';
import { isNearby, selectNearby } from './nearby';

// Saturday 22 November 2025, 10:00 in Madrid.
const NOW = new Date('2025-11-22T09:00:00Z');

describe('isNearby (starts today … +5 days, spans of more than 30 days excluded)', () => {
  it.each([
    ['starts today', '2025-11-22', '', true],
    ['starts in 5 days', '2025-11-27', '', true],
    ['starts in 6 days', '2025-11-28', '', false],
    ['started yesterday', '2025-11-21', '2025-11-23', false],
    ['lasts exactly 30 days', '2025-11-23', '2025-12-23', true],
    ['lasts 31 days', '2025-11-23', '2025-12-24', false],
    ['no start date', '', '2025-11-23', false],
  ])('%s', (_label, startDate, endDate, expected) =>
    expect(isNearby(makeEvent({ startDate, endDate }), NOW)).toBe(expected),
  );
});

describe('selectNearby', () => {
  it('orders soonest first (date then time), max 5', () => {
    const events = [
      makeEvent({ id: 'd', startDate: '2025-11-25' }),
      makeEvent({ id: 'b', startDate: '2025-11-22', startTime: '21:00' }),
      makeEvent({ id: 'a', startDate: '2025-11-22', startTime: '19:00:00' }),
      makeEvent({ id: 'long', startDate: '2025-11-22', endDate: '2026-02-01' }),
      makeEvent({ id: 'c', startDate: '2025-11-23' }),
      makeEvent({ id: 'e', startDate: '2025-11-26' }),
      makeEvent({ id: 'f', startDate: '2025-11-27' }),
    ];
    expect(selectNearby(events, NOW).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
