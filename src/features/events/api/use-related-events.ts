import { useDeferredValue } from 'react';
import { RELATED_MAX } from '@/config/constants';
import type { City } from '@/config/types';
import { selectRelated } from '../domain/related';
import type { EventItem } from '../domain/types';
import { useCityEvents } from './use-city-events';

/** Related events, scored over the city's cached upcoming events in a deferred (non-blocking) render. */
export function useRelatedEvents(event: EventItem, city: City, max: number = RELATED_MAX): EventItem[] {
  const { events } = useCityEvents(city);
  const deferred = useDeferredValue(events);
  return selectRelated(event, deferred, new Date(), max);
}
