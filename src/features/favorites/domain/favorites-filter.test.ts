import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { favoriteRows } from './favorites-filter';

const NOW = new Date('2026-11-22T10:00:00Z');
const past = makeEvent({ id: 'past', startDate: '2026-11-01', endDate: '2026-11-02' });
const ongoing = makeEvent({ id: 'ongoing', startDate: '2026-11-01', endDate: '2026-11-30' });
const today = makeEvent({ id: 'today', startDate: '2026-11-22' });
const saved = [
  { event: past, createdAt: 'a' },
  { event: ongoing, createdAt: 'b' },
  { event: today, createdAt: 'c' },
  { event: null, createdAt: 'd' },
];

describe('favoriteRows', () => {
  it('marks expired favourites (end date, or start date if none, before today) and keeps the order', () => {
    expect(favoriteRows(saved, false, NOW).map((r) => [r.event.id, r.expired])).toEqual([
      ['past', true],
      ['ongoing', false],
      ['today', false],
    ]);
  });
  it("'Solo eventos activos' leaves the expired ones out", () => {
    expect(favoriteRows(saved, true, NOW).map((r) => r.event.id)).toEqual(['ongoing', 'today']);
  });
});
