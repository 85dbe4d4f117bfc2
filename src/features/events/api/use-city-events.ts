import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { getProvinceTowns } from '@/config/provinces';
import type { City } from '@/config/types';
import {
  FIRST_LOAD_LIMIT,
  FIRST_LOAD_LIMIT_MOBILE,
  LOAD_ALL_DELAY_MS,
  MOBILE_BREAKPOINT_PX,
} from '@/config/constants';
import { cityTownSet } from '@/features/city';
import { remember } from '@/lib/remember';
import { madridDay } from '../domain/dates';
import type { EventItem } from '../domain/types';
import { earlyListingItems } from './early-listing';
import { eventsQueries } from './events-queries';
import { keepUnchangedEvents } from './keep-unchanged-events';
import { useEventsRealtime } from './use-events-realtime';

export interface CityEventsState {
  events: EventItem[];
  isLoading: boolean;
  error: Error | null;
  allEventsLoaded: boolean;
}

/** A city's town set is constant and long (hundreds of spellings): built once per city, not per render. */
const townSets = new Map<string, readonly string[]>();
const townsOf = (city: City) =>
  remember(townSets, city.id, Infinity, () => cityTownSet(city, getProvinceTowns(city.province)));

/** One empty list for every render without data. */
const NO_EVENTS: EventItem[] = [];

function firstLoadLimit(): number {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX
    ? FIRST_LOAD_LIMIT_MOBILE
    : FIRST_LOAD_LIMIT;
}

/** The city's upcoming events: a quick first page, then everything (a failed load-all keeps the first). */
export function useCityEvents(city: City): CityEventsState {
  const towns = townsOf(city);
  const [today] = useState(() => madridDay(new Date()));
  const [limit] = useState(firstLoadLimit);
  useEventsRealtime();

  const page = { cityId: city.id, towns, today, limit };
  const first = useQuery({ ...eventsQueries.list(page), initialData: () => earlyListingItems(page) });
  const firstIsComplete = first.data !== undefined && first.data.length < limit;

  const [loadAll, setLoadAll] = useState(false);
  useEffect(() => {
    if (!first.isSuccess || firstIsComplete) return;
    const timer = setTimeout(() => setLoadAll(true), LOAD_ALL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [first.isSuccess, firstIsComplete]);

  const all = useQuery({
    ...eventsQueries.list({ cityId: city.id, towns, today, limit: null }),
    enabled: loadAll,
    retry: 1,
  });

  const events = all.data ? keepUnchangedEvents(first.data, all.data) : (first.data ?? NO_EVENTS);
  const allEventsLoaded = firstIsComplete || all.isSuccess;
  // React Query's results arrive as urgent updates, which React renders in one piece; deferred, the
  // pages built from the events render as a transition, in slices a phone can interrupt.
  return useDeferredValue({ events, isLoading: first.isPending, error: first.error, allEventsLoaded });
}
