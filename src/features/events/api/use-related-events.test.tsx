import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELATED_SLICE } from '@/config/constants';
import { bilbao } from '@/features/filters/domain/test-events';
import { makeEvent } from '../domain/event.fixture';
import { selectRelated } from '../domain/related';
import type { EventItem } from '../domain/types';
import { useRelatedEvents } from './use-related-events';

let cityEvents: EventItem[] = [];
vi.mock('./use-city-events', () => ({ useCityEvents: () => ({ events: cityEvents }) }));

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** `n` upcoming events; every seventh shares the event's category and venue. */
function city(n: number, prefix = 'c'): EventItem[] {
  return Array.from({ length: n }, (_, i) =>
    makeEvent({
      id: `${prefix}${String(i).padStart(5, '0')}`,
      title: `Evento ${i}`,
      categoryId: i % 7 === 0 ? ['musica'] : ['teatro'],
      venue: i % 7 === 0 ? 'Kafe Antzokia' : `Sala ${i}`,
      town: 'Bilbao',
      startDate: day(1 + (i % 20)),
      endDate: day(1 + (i % 20)),
    }),
  );
}

const event = makeEvent({
  id: 'self',
  categoryId: ['musica'],
  venue: 'Kafe Antzokia',
  town: 'Bilbao',
  startDate: day(1),
  endDate: day(1),
});

/** Runs the pending timers one task at a time. */
const nextTask = () => act(() => void vi.advanceTimersToNextTimer());

describe('useRelatedEvents', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('scores a list of up to RELATED_SLICE events at once', () => {
    cityEvents = city(RELATED_SLICE);
    const { result } = renderHook(() => useRelatedEvents(event, bilbao));
    expect(result.current).toHaveLength(6);
    expect(result.current).toEqual(selectRelated(event, cityEvents, new Date()));
  });

  it('scores a bigger list in slices, one per task, with the same answer', () => {
    cityEvents = city(RELATED_SLICE * 2 + 1);
    const { result } = renderHook(() => useRelatedEvents(event, bilbao));
    expect(result.current).toEqual([]);
    nextTask();
    nextTask();
    expect(result.current).toEqual([]);
    nextTask();
    expect(result.current).toEqual(selectRelated(event, cityEvents, new Date()));
    expect(result.current).toHaveLength(6);
  });

  it('keeps the cards shown while a live update of the list is scored', () => {
    cityEvents = city(RELATED_SLICE * 2);
    const { result, rerender } = renderHook(() => useRelatedEvents(event, bilbao));
    nextTask();
    nextTask();
    const first = result.current;
    expect(first).toHaveLength(6);
    cityEvents = city(RELATED_SLICE * 2, 'n');
    rerender();
    expect(result.current).toEqual(first);
    nextTask();
    nextTask();
    expect(result.current.map((e) => e.id)).toEqual(
      selectRelated(event, cityEvents, new Date()).map((e) => e.id),
    );
    expect(result.current[0]?.id.startsWith('n')).toBe(true);
  });

  it("keeps the first part's cards while the full list of a big city is scored", () => {
    cityEvents = city(RELATED_SLICE, 'a');
    const { result, rerender } = renderHook(() => useRelatedEvents(event, bilbao));
    const first = result.current;
    expect(first).toHaveLength(6);
    cityEvents = [...cityEvents, ...city(RELATED_SLICE, 'b')];
    rerender();
    expect(result.current).toEqual(first);
    nextTask();
    nextTask();
    expect(result.current).toEqual(selectRelated(event, cityEvents, new Date()));
  });

  it('shows nothing of another event while its list is scored', () => {
    cityEvents = city(RELATED_SLICE * 2);
    let current = event;
    const { result, rerender } = renderHook(() => useRelatedEvents(current, bilbao));
    nextTask();
    nextTask();
    expect(result.current).toHaveLength(6);
    current = { ...event, id: 'other' };
    rerender();
    expect(result.current).toEqual([]);
  });

  it('stops scoring when the page goes away', () => {
    cityEvents = city(RELATED_SLICE * 3);
    const { unmount } = renderHook(() => useRelatedEvents(event, bilbao));
    nextTask();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
