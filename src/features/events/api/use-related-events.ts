import { useMemo } from 'react';
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
  return useMemo(() => selectRelated(event, events, new Date(), max), [event, events, max]);
}
