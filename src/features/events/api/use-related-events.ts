import { useState } from 'react';
import type { City } from '@/config/types';
import { selectRelated } from '../domain/related';
import type { EventItem } from '../domain/types';
import { useCityEvents } from './use-city-events';

/** Related events, scored over the city's cached events (a deferred value: scored in the background). */
export function useRelatedEvents(event: EventItem, city: City): EventItem[] {
  const { events } = useCityEvents(city);
  const [now] = useState(() => new Date());
  return selectRelated(event, events, now);
}
