import { useState } from 'react';
import type { City } from '@/config/types';
import { useCity } from '@/features/city';
import { useCityEvents } from '@/features/events';
import {
  type Filters,
  useListingFilters,
  useListingResults,
  type VisibilityRule,
  useRetryEvents,
} from '@/features/listing';
import { sameFilters } from '../domain/presets';

export type LandingListing = ReturnType<typeof useLandingListing>;

/**
 * The home listing's pipeline from a landing's preset; `isVisible` is the page's own scope rule and must
 * be stable (module level). `clearable`: the filters differ from the preset.
 */
export function useLandingListing(
  presetOf: (params: URLSearchParams, city: City, now: Date) => Filters,
  isVisible?: VisibilityRule,
) {
  const { city } = useCity();
  const [now] = useState(() => new Date());
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
