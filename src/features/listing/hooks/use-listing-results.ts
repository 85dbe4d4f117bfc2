import { useDeferredValue, useEffect, useMemo } from 'react';
import type { SortOption } from '@/config/constants';
import { getProvinceTowns } from '@/config/provinces';
import type { City } from '@/config/types';
import { isVisibleInListing, type EventItem } from '@/features/events';
import { seriesAtRange } from '@/features/listing/domain/date-filter';
import { applyFilters } from '@/features/listing/domain/filters';
import { createLazySearchIndex } from '@/features/listing/domain/search-index';
import { sortEvents } from '@/features/listing/domain/sort';
import { type Filters } from '@/features/listing/domain/types';

export interface ListingResults {
  /** Events still on (ended ones hidden), before filters. */
  visible: EventItem[];
  /** Visible events that pass the filters, sorted. */
  results: EventItem[];
}

/** Whether an event is still listed at `now` (default: not ended, from the start of the Madrid day). */
export type VisibilityRule = (event: EventItem, now: Date) => boolean;

/** The events still listed at `now` by `rule` (ended ones hidden by default). */
export function visibleEvents(
  events: readonly EventItem[],
  now: Date,
  rule: VisibilityRule = isVisibleInListing,
): EventItem[] {
  return events.filter((event) => rule(event, now));
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
  // Sorted once per list and sort, then filtered: filtering keeps the order, and the sort (ties end
  // on the id) is a total order, so this is the same result without sorting on every keystroke.
  const sorted = useMemo(() => sortEvents(visible, deferredSort), [visible, deferredSort]);
  const results = useMemo(() => {
    const provinceTowns = getProvinceTowns(city.province);
    const filtered = applyFilters(sorted, deferredFilters, { city, provinceTowns, searchIndex });
    // A series moved to its date in the chosen range may change places: only then is it sorted again.
    const shown = seriesAtRange(filtered, deferredFilters.dateRange);
    return shown === filtered ? filtered : sortEvents(shown, deferredSort);
  }, [sorted, deferredFilters, deferredSort, city, searchIndex]);
  return { visible, results };
}
