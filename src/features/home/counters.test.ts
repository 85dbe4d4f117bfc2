import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { countCityEvents } from './counters';

// Wednesday 25 November 2026, 11:00 in Madrid.
const NOW = new Date('2026-11-25T10:00:00Z');

describe('countCityEvents', () => {
  it("counts tonight's events: today, overlapping 20:00–06:00", () => {
    const events = [
      makeEvent({ id: 'concert', startDate: '2026-11-25', startTime: '21:00' }),
      makeEvent({ id: 'late-afternoon', startDate: '2026-11-25', startTime: '18:00', endTime: '23:00' }),
      makeEvent({ id: 'morning', startDate: '2026-11-25', startTime: '10:00', endTime: '12:00' }),
      makeEvent({ id: 'tomorrow-night', startDate: '2026-11-26', startTime: '22:00' }),
      makeEvent({ id: 'no-time', startDate: '2026-11-25' }),
    ];
    expect(countCityEvents(events, NOW)).toEqual({ today: 4, tonight: 2, weekend: 0, free: 0 });
  });
});
