import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { visibleEvents } from './results';

const NOW = new Date('2026-11-23T11:00:00Z');
const past = makeEvent({ id: 'past', startDate: '2026-11-20' });
const today = makeEvent({ id: 'today', startDate: '2026-11-23' });
const later = makeEvent({ id: 'later', startDate: '2026-12-01' });

describe('visibleEvents', () => {
  it('hides ended events, in the same order', () => {
    expect(visibleEvents([later, past, today], NOW).map((e) => e.id)).toEqual(['later', 'today']);
  });

  it('follows the time and the rule', () => {
    const events = [past, today, later];
    const nextWeek = new Date('2026-11-30T11:00:00Z');
    expect(visibleEvents(events, nextWeek).map((e) => e.id)).toEqual(['later']);
    const onlyToday = (e: typeof today) => e.startDate === '2026-11-23';
    expect(visibleEvents(events, NOW, onlyToday).map((e) => e.id)).toEqual(['today']);
  });
});
