import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, type SortOption } from '@/config/constants';
import { FILTERS_URL_SETTLE_MS } from '@/config/tuning';
import type { City } from '@/config/types';
import { clearFilters } from '@/features/listing/domain/toggles';
import type { Filters } from '@/features/listing/domain/types';
import { filtersFromParams, listingParamsKey, paramsAfterChange, queryStringOf } from './listing-params';

/** Marks the navigations this hook makes, so they are not mistaken for a new URL to read. */
const OWN_WRITE = { listingFilters: true } as const;

function isOwnWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'listingFilters' in state;
}

/**
 * A landing page's preset, computed whenever the URL is read (so /conciertos-hoy?categoria=… can
 * depend on it): the filters start from it, URL parameters replace its groups, and 'Limpiar
 * filtros' returns to it.
 */
export type ListingPreset = (params: URLSearchParams) => Filters;

interface State {
  filters: Filters;
  /** Where 'Limpiar filtros' returns: no filter, or the landing's preset as last read. */
  base: Filters;
  sort: SortOption;
  page: number;
  /** The URL's parameters, their listing key and the city last read, to notice a change from elsewhere. */
  params: URLSearchParams;
  seenKey: string;
  cityId: string;
  /** The URL the filters call for, until it is written (null: the URL is up to date). */
  pendingParams: URLSearchParams | null;
}

export interface ListingFilters {
  filters: Filters;
  /** The starting filters: empty, or the landing page's preset. */
  base: Filters;
  sort: SortOption;
  page: number;
  /** Applies a change to the filters; returns to page 1 and writes the URL (replace). */
  updateFilters: (update: (filters: Filters) => Filters) => void;
  /** Back to the starting filters: none, or the landing page's preset. */
  clearFilters: () => void;
  setSort: (sort: SortOption) => void;
  setPage: (page: number) => void;
}

function readParams(params: URLSearchParams, city: City, preset?: ListingPreset) {
  const base = preset ? preset(params) : clearFilters();
  return { base, filters: filtersFromParams(params, city, base) };
}

/**
 * Listing state (filters, sort, page) with the URL both ways: every filter has its parameter
 * (listing-params.ts), which initialises it; changing a filter replaces the URL (no new history
 * entry), so a reload, the back button or a shared link shows the same listing. A link to the listing with other parameters (a tag chip, a quick link)
 * re-reads them; so does a change of city.
 * A landing page passes its `preset` (e.g. the music categories, or the coming Saturday).
 *
 * The URL is written once the filters have stayed FILTERS_URL_SETTLE_MS, never in the keystroke or
 * click itself: a router navigation re-renders the page, which the updated list, or the next
 * keystroke, would otherwise wait for. A word typed writes once, when the typing pauses. (Leaving the page
 * within that moment, e.g. by a link, leaves the URL without the last change: the new page is
 * what the visitor asked for, and a write then would replace its entry.)
 */
export function useListingFilters(city: City, preset?: ListingPreset): ListingFilters {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = listingParamsKey(params);
  const [state, setState] = useState<State>(() => ({
    ...readParams(params, city, preset),
    sort: DEFAULT_SORT,
    page: 1,
    params,
    seenKey: key,
    cityId: city.id,
    pendingParams: null,
  }));

  // Adjusting state to a new URL while rendering (no effect round-trip, no flash of the old list).
  let current = state;
  if (state.cityId !== city.id || (state.seenKey !== key && !isOwnWrite(location.state))) {
    // The URL asks for something else: a write not done yet is dropped with the filters it was for.
    current = {
      ...state,
      ...readParams(params, city, preset),
      page: 1,
      params,
      seenKey: key,
      cityId: city.id,
      pendingParams: null,
    };
    setState(current);
  } else if (state.params !== params) {
    // Our own write landed (or parameters outside the listing changed); a newer write (the visitor
    // kept typing meanwhile) stays pending.
    const written = state.pendingParams !== null && listingParamsKey(state.pendingParams) === key;
    current = { ...state, params, seenKey: key, pendingParams: written ? null : state.pendingParams };
    setState(current);
  }

  const { filters, base, pendingParams } = current;
  // Reads the state in the updater, so that it stays the same function while the filters change.
  const updateFilters = (update: (filters: Filters) => Filters) =>
    setState((s) => {
      const next = update(s.filters);
      // On top of a write still pending, so that an earlier change of another group is kept.
      const nextParams = paramsAfterChange(s.pendingParams ?? s.params, s.filters, next, city);
      const changed = listingParamsKey(nextParams) !== s.seenKey;
      return { ...s, filters: next, page: 1, pendingParams: changed ? nextParams : null };
    });
  // As setSearchParams does, but with the lists' commas left readable (queryStringOf).
  const writeParams = useEffectEvent((nextParams: URLSearchParams) =>
    navigate(`?${queryStringOf(nextParams)}`, { replace: true, state: OWN_WRITE, preventScrollReset: true }),
  );
  useEffect(() => {
    if (!pendingParams) return;
    const settled = setTimeout(() => writeParams(pendingParams), FILTERS_URL_SETTLE_MS);
    return () => clearTimeout(settled);
  }, [pendingParams]);

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
