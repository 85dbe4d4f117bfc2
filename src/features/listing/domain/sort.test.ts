import { describe, expect, it } from 'vitest';
import type { SortOption } from '@/config/constants';
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';
import { sortEvents } from './sort';

const ids = (events: EventItem[]) => events.map((event) => event.id);

describe('sortEvents', () => {
  const events = [
    makeEvent({ id: 'b', startDate: '2025-05-02', endDate: '2025-05-20', startTime: '20:00', price: 12 }),
    makeEvent({ id: 'a', startDate: '2025-05-05', startTime: '10:00', isFree: true, price: 0 }),
    makeEvent({ id: 'c', startDate: '2025-05-01', endDate: '2025-05-03', startTime: '18:00' }),
    makeEvent({ id: 'd', startDate: '2025-05-04', startTime: '21:00', price: 30 }),
    makeEvent({ id: 'x', startDate: '', price: 5 }),
  ];

  it.each([
    ['endDate_asc', ['c', 'd', 'a', 'b', 'x']],
    ['date_asc', ['c', 'b', 'd', 'a', 'x']],
    ['date_desc', ['a', 'd', 'b', 'c', 'x']],
    ['price_asc', ['a', 'x', 'b', 'd', 'c']], // free = 0, missing price last
    ['price_desc', ['c', 'd', 'b', 'x', 'a']], // missing price = infinite, first
  ])('%s → %j', (option, expected) => {
    const before = [...events];
    expect(ids(sortEvents(events, option as SortOption))).toEqual(expected);
    expect(events).toEqual(before);
  });

  it('breaks ties: no start time first, then start date, then more filled fields, then id', () => {
    const sameEnd = [
      makeEvent({ id: 't2', startDate: '2025-05-01', endDate: '2025-05-10', startTime: '20:00' }),
      makeEvent({ id: 't1', startDate: '2025-05-03', endDate: '2025-05-10', startTime: '20:00' }),
      makeEvent({ id: 'n1', startDate: '2025-05-08', endDate: '2025-05-10' }),
      makeEvent({
        id: 'rich',
        startDate: '2025-05-01',
        endDate: '2025-05-10',
        startTime: '20:00',
        title: 'T',
        venue: 'V',
      }),
      makeEvent({ id: 'z', startDate: '2025-05-01', endDate: '2025-05-10', startTime: '20:00' }),
    ];
    expect(ids(sortEvents(sameEnd, 'endDate_asc'))).toEqual(['n1', 'rich', 't2', 'z', 't1']);
  });
});
