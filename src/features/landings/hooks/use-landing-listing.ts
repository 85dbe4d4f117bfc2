import type { City } from '@/config/types';
import { useCity } from '@/features/city';
import { useCityEvents, type EventItem } from '@/features/events';
import { type Filters, type ListingFilters, useListingFilters, useListingResults, type VisibilityRule, useNow, useRetryEvents } from '@/features/listing';
import { sameFilters } from '../domain/presets';

/** How a landing computes its preset from the URL, the city and "now" (read when the page opens). */
export type LandingPresetOf = (params: URLSearchParams, city: City, now: Date) => Filters;

export interface LandingListing {
  city: City;
  now: Date;
  listing: ListingFilters;
  /** Events in the page's scope that pass the filters, sorted. */
  results: EventItem[];
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
  retrying: boolean;
  /** The filters differ from the preset: 'Limpiar filtros' has something to do. */
  clearable: boolean;
}

/**
 * The home listing's pipeline (city events → visibility → filters → sort) starting from a landing's
 * preset. `presetOf` is called when the URL is read; `isVisible` is the page's own scope rule
 * (concerts today) and must be stable (module level).
 */
export function useLandingListing(presetOf: LandingPresetOf, isVisible?: VisibilityRule): LandingListing {
  const { city } = useCity();
  const now = useNow();
  const { events, isLoading, error } = useCityEvents(city);
  const listing = useListingFilters(city, (params) => presetOf(params, city, now));
  const { results } = useListingResults(events, listing.filters, listing.sort, city, now, isVisible);
  const { retry, retrying } = useRetryEvents();
  return {
    city,
    now,
    listing,
    results,
    isLoading,
    error,
    retry,
    retrying,
    clearable: !sameFilters(listing.filters, listing.base),
  };
}
