import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { favoriteRows } from './favorites-filter';

const NOW = new Date('2026-11-22T10:00:00Z');
const past = makeEvent({ id: 'past', startDate: '2026-11-01', endDate: '2026-11-02' });
const ongoing = makeEvent({ id: 'ongoing', startDate: '2026-11-01', endDate: '2026-11-30' });
const today = makeEvent({ id: 'today', startDate: '2026-11-22' });
const saved = [{ event: past }, { event: ongoing }, { event: today }, { event: null }];

describe('favoriteRows', () => {
  it('marks expired favourites (end date, or start date if none, before now), expired last', () => {
    expect(favoriteRows(saved, false, NOW).map((r) => [r.event.id, r.expired])).toEqual([
      ['ongoing', false],
      ['today', false],
      ['past', true],
    ]);
  });

  it('orders by the date each event is shown at (a series at its next date), then the time; expired last, latest first', () => {
    const series = makeEvent({
      id: 'series',
      // Shown at its next date, the 25th; its first date was in October.
      startDate: '2026-11-25',
      series: {
        rule: 'FREQ=WEEKLY',
        exdates: [],
        dates: ['2026-10-28', '2026-11-25', '2026-12-02'],
        firstDate: '2026-10-28',
      },
    });
    const list = [
      makeEvent({ id: 'december', startDate: '2026-12-05' }),
      makeEvent({ id: 'ended-long-ago', startDate: '2026-10-01' }),
      makeEvent({ id: 'tonight', startDate: '2026-11-22', startTime: '21:00' }),
      makeEvent({ id: 'undated', startDate: '' }),
      series,
      makeEvent({ id: 'this-morning', startDate: '2026-11-22', startTime: '08:00', endTime: '09:00' }),
      makeEvent({ id: 'today-noon', startDate: '2026-11-22', startTime: '12:00' }),
      makeEvent({ id: 'ended-yesterday', startDate: '2026-11-21' }),
    ].map((event) => ({ event }));
    expect(favoriteRows(list, false, NOW).map((r) => r.event.id)).toEqual([
      'today-noon',
      'tonight',
      'series',
      'december',
      'undated',
      'this-morning',
      'ended-yesterday',
      'ended-long-ago',
    ]);
  });
  it("'Solo eventos activos' leaves the expired ones out", () => {
    expect(favoriteRows(saved, true, NOW).map((r) => r.event.id)).toEqual(['ongoing', 'today']);
  });
});
