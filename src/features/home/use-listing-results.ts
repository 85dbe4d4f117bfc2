import { useEffect, useMemo } from 'react';
import type { SortOption } from '@/config/constants';
import { getProvinceTowns } from '@/config/provinces';
import type { City } from '@/config/types';
import { isVisibleInListing } from '@/features/events/domain/dates';
import type { EventItem } from '@/features/events/domain/types';
import { seriesAtRange } from '@/features/filters/domain/date-filter';
import { applyFilters } from '@/features/filters/domain/filters';
import { createLazySearchIndex } from '@/features/filters/domain/lazy-search-index';
import { sortEvents } from '@/features/filters/domain/sort';
import type { Filters } from '@/features/filters/domain/types';

export interface ListingResults {
  /** Events still on (ended ones hidden), before filters. */
  visible: EventItem[];
  /** Visible events that pass the filters, sorted. */
  results: EventItem[];
}

/** Whether an event is still listed at `now` (default: not ended, from the start of the Madrid day). */
export type VisibilityRule = (event: EventItem, now: Date) => boolean;

// One list of visible events per events array, time and rule, however many parts ask: on the home
// page the highlights take the events as they arrive and the listing one task later
// (useStagedValue), and the 5,000-event filter should run once for both.
const visibleCache = new WeakMap<
  readonly EventItem[],
  { now: Date; rule: VisibilityRule; visible: EventItem[] }
>();

/** The events still listed at `now` by `rule` (ended ones hidden by default), computed once per list. */
export function visibleEvents(
  events: readonly EventItem[],
  now: Date,
  rule: VisibilityRule = isVisibleInListing,
): EventItem[] {
  const cached = visibleCache.get(events);
  if (cached && cached.now === now && cached.rule === rule) return cached.visible;
  const visible = events.filter((event) => rule(event, now));
  visibleCache.set(events, { now, rule, visible });
  return visible;
}

/** A search box of the page (hero, filter panel): focusing one says a search is coming. */
const SEARCH_INPUT = 'input[type="search"]';

/**
 * Visibility (ended events hidden), sort, then filters. The search index is built once per list,
 * lazily: when a search needs it or as soon as a search box takes the focus, so loading the page
 * never pays for it.
 *
 * The results follow the filters in the same render (no deferred value): filtering the sorted list
 * takes well under a millisecond with the index, and a deferred copy would cost a second render and
 * a second frame before the list changes (a filter chip's own state, then the list).
 */
export function useListingResults(
  events: readonly EventItem[],
  filters: Filters,
  sort: SortOption,
  city: City,
  now: Date,
  /** A page with its own rule (concerts today: only what runs today). Keep it stable (module level). */
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
  const provinceTowns = useMemo(() => getProvinceTowns(city.province), [city.province]);
  // Sorted once per list and sort, then filtered: filtering keeps the order, and the sort (ties end
  // on the id) is a total order, so this is the same result without sorting on every keystroke.
  const sorted = useMemo(() => sortEvents(visible, sort), [visible, sort]);
  // A series moved to its date in the chosen range may change places: only then is it sorted again.
  const results = useMemo(() => {
    const filtered = applyFilters(sorted, filters, { city, provinceTowns, searchIndex });
    const shown = seriesAtRange(filtered, filters.dateRange);
    return shown === filtered ? filtered : sortEvents(shown, sort);
  }, [sorted, filters, city, provinceTowns, searchIndex, sort]);
  return { visible, results };
}
