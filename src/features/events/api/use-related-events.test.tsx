import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bilbao } from '@/features/listing/domain/test-events';
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

describe('useRelatedEvents', () => {
  it("scores the city's upcoming events for the event: the six best, itself left out", () => {
    cityEvents = city(1200);
    const { result } = renderHook(() => useRelatedEvents(event, bilbao));
    expect(result.current).toHaveLength(6);
    expect(result.current.map((e) => e.id)).not.toContain('self');
    expect(result.current).toEqual(selectRelated(event, cityEvents, new Date()));
  });
});
