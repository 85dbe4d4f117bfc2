import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, type SortOption } from '@/config/constants';
import { FILTERS_URL_SETTLE_MS } from '@/config/tuning';
import type { City } from '@/config/types';
import { clearFilters } from '@/features/listing/domain/toggles';
import type { Filters } from '@/features/listing/domain/types';
import { filtersFromParams, listingParamsKey, paramsAfterChange, queryStringOf } from './listing-params';

/** Marks the navigations this hook makes, so they are not mistaken for a new URL to read. */
const OWN_WRITE = { listingFilters: true };

/** A landing page's preset, read with the URL: parameters replace its groups; 'Limpiar' returns to it. */
export type ListingPreset = (params: URLSearchParams) => Filters;

interface State {
  filters: Filters;
  /** The starting filters: empty, or the landing page's preset. */
  base: Filters;
  sort: SortOption;
  page: number;
  /** The URL's parameters and the city last read, to notice a change from elsewhere. */
  params: URLSearchParams;
  cityId: string;
  /** The URL the filters call for: written while it differs from `params`. */
  target: URLSearchParams;
}

export type ListingFilters = ReturnType<typeof useListingFilters>;

/** The state a URL calls for, sort aside: its filters, page 1, nothing to write. */
function readUrl(params: URLSearchParams, city: City, preset?: ListingPreset): Omit<State, 'sort'> {
  const base = preset ? preset(params) : clearFilters();
  return {
    filters: filtersFromParams(params, city, base),
    base,
    page: 1,
    params,
    cityId: city.id,
    target: params,
  };
}

/**
 * Listing state (filters, sort, page) with the URL both ways: the URL initialises the filters, a
 * change of filter replaces it (no new history entry), and a URL with other parameters, or another
 * city, is read again. The URL is written once the filters have stayed FILTERS_URL_SETTLE_MS: a router
 * navigation re-renders the page, which the next keystroke would wait for.
 */
export function useListingFilters(city: City, preset?: ListingPreset) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = listingParamsKey(params);
  const [state, setState] = useState<State>(() => ({ ...readUrl(params, city, preset), sort: DEFAULT_SORT }));

  // Adjusting state to a new URL while rendering (no effect round-trip, no flash of the old list).
  let current = state;
  const ownWrite = (location.state as Partial<typeof OWN_WRITE> | null)?.listingFilters;
  if (state.cityId !== city.id || (listingParamsKey(state.params) !== key && !ownWrite)) {
    // The URL asks for something else: a write not done yet is dropped with the filters it was for.
    current = { ...state, ...readUrl(params, city, preset) };
    setState(current);
  } else if (state.params !== params) {
    // Our own write landed (or parameters outside the listing changed); a newer write (the visitor
    // kept typing meanwhile) stays pending.
    current = { ...state, params, target: listingParamsKey(state.target) === key ? params : state.target };
    setState(current);
  }

  const { filters, base, target } = current;
  const pending = listingParamsKey(target) === key ? null : target;
  // Back to page 1, and the URL follows. Reads the state in the updater, so that it stays the same
  // function while the filters change.
  const updateFilters = (update: (filters: Filters) => Filters) =>
    setState((s) => {
      const next = update(s.filters);
      // On top of a write still pending, so that an earlier change of another group is kept.
      return { ...s, filters: next, page: 1, target: paramsAfterChange(s.target, s.filters, next, city) };
    });
  // As setSearchParams does, but with the lists' commas left readable (queryStringOf).
  const writeParams = useEffectEvent((nextParams: URLSearchParams) =>
    navigate(`?${queryStringOf(nextParams)}`, { replace: true, state: OWN_WRITE, preventScrollReset: true }),
  );
  useEffect(() => {
    if (!pending) return;
    const settled = setTimeout(() => writeParams(pending), FILTERS_URL_SETTLE_MS);
    return () => clearTimeout(settled);
  }, [pending]);

  return {
    filters,
    base,
    sort: current.sort,
    page: current.page,
    updateFilters,
    clearFilters: () => updateFilters(() => structuredClone(base)),
    setSort: (sort: SortOption) => setState((s) => ({ ...s, sort, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
  };
}
