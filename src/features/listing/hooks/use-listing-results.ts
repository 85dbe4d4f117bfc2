import { useDeferredValue, useEffect, useMemo } from 'react';
import type { SortOption } from '@/config/constants';
import type { City } from '@/config/types';
import { isVisibleInListing, type EventItem } from '@/features/events';
import { filterSorted, visibleEvents, type VisibilityRule } from '../domain/results';
import { createLazySearchIndex } from '../domain/search-index';
import { sortEvents } from '../domain/sort';
import type { Filters } from '../domain/types';

export interface ListingResults {
  /** Events still on (ended ones hidden), before filters. */
  visible: EventItem[];
  /** Visible events that pass the filters, sorted. */
  results: EventItem[];
}

/** A search box of the page (hero, filter panel): focusing one says a search is coming. */
const SEARCH_INPUT = 'input[type="search"]';

/**
 * Visibility (ended events hidden), sort, then filters. The filters and the sort are read deferred:
 * a keystroke renders the box at once and the results in a render of their own, which React
 * interrupts for the next keystroke, so typing stays responsive however many events match. The
 * search index is built once per list, lazily: when a search needs it or as soon as a search box
 * takes the focus, so loading the page never pays for it.
 *
 * The work over every event is memoised by hand: the compiler cannot memoise a value computed
 * between two hook calls, and without it every render (each keystroke's first one included) would
 * sort and filter the whole city again and throw the search index away.
 */
export function useListingResults(
  events: readonly EventItem[],
  filters: Filters,
  sort: SortOption,
  city: City,
  now: Date,
  /** A page with its own rule (concerts today: only what runs today), declared at module level. */
  isVisible: VisibilityRule = isVisibleInListing,
): ListingResults {
  const visible = useMemo(() => visibleEvents(events, now, isVisible), [events, now, isVisible]);
  const searchIndex = useMemo(() => createLazySearchIndex(visible), [visible]);
  useEffect(() => {
    const warm = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(SEARCH_INPUT)) searchIndex.warm();
    };
    // Already focused (a visitor who typed while the full list arrived): build it now.
    if (document.activeElement?.matches(SEARCH_INPUT)) searchIndex.warm();
    document.addEventListener('focusin', warm);
    return () => document.removeEventListener('focusin', warm);
  }, [searchIndex]);
  const deferredFilters = useDeferredValue(filters);
  const deferredSort = useDeferredValue(sort);
  // Sorted once per list and sort (ties end on the id: a total order), not on every keystroke.
  const sorted = useMemo(() => sortEvents(visible, deferredSort), [visible, deferredSort]);
  const results = useMemo(
    () => filterSorted(sorted, deferredFilters, deferredSort, city, searchIndex),
    [sorted, deferredFilters, deferredSort, city, searchIndex],
  );
  return { visible, results };
}
