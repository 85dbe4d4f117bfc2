import { useDeferredValue, useMemo } from 'react';
import { RELATED_MAX } from '@/config/constants';
import type { City } from '@/config/types';
import { selectRelated } from '../domain/related';
import type { EventItem } from '../domain/types';
import { useCityEvents } from './use-city-events';

/**
 * Related events (file 001 §9): scored over the city's upcoming events, which the listing keeps
 * cached and live; recomputed only when the event or that list changes.
 */
export function useRelatedEvents(event: EventItem, city: City, max: number = RELATED_MAX): EventItem[] {
  const { events } = useCityEvents(city);
  // The city's list arrives in two steps after the page has rendered: scoring it and drawing the
  // cards below the fold happens in a non-blocking render, not in one long task (TBT).
  const deferred = useDeferredValue(events);
  return useMemo(() => selectRelated(event, deferred, new Date(), max), [event, deferred, max]);
}
