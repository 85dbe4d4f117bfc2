import { useDeferredValue, useEffect, useMemo } from 'react';
import type { SortOption } from '@/config/constants';
import type { City } from '@/config/types';
import { isVisibleInListing, type EventItem } from '@/features/events';
import { filterSorted, visibleEvents, type VisibilityRule } from '../domain/results';
import { createLazySearchIndex } from '../domain/search-index';
import { sortEvents } from '../domain/sort';
import type { Filters } from '../domain/types';

/** A search box of the page (hero, filter panel): focusing one says a search is coming. */
const SEARCH_INPUT = 'input[type="search"]';

/**
 * Visibility (ended events hidden), sort, then filters. Filters and sort are read deferred, so a
 * keystroke renders the box at once and the results in an interruptible render of their own. The
 * search index is built once per list, when a search needs it or a search box takes the focus.
 * Memoised by hand: the compiler cannot memoise a value computed between two hook calls.
 */
export function useListingResults(
  events: readonly EventItem[],
  filters: Filters,
  sort: SortOption,
  city: City,
  now: Date,
  /** A page with its own rule (concerts today: only what runs today), declared at module level. */
  isVisible: VisibilityRule = isVisibleInListing,
) {
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
  // Sorted once per list and sort, not on every keystroke.
  const sorted = useMemo(() => sortEvents(visible, deferredSort), [visible, deferredSort]);
  const results = useMemo(
    () => filterSorted(sorted, deferredFilters, deferredSort, city, searchIndex),
    [sorted, deferredFilters, deferredSort, city, searchIndex],
  );
  // visible: the events still on, before filters.
  return { visible, results };
}
