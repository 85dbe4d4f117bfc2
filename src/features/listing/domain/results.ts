import type { SortOption } from '@/config/constants';
import { getProvinceTowns } from '@/config/provinces';
import type { City } from '@/config/types';
import { isVisibleInListing, type EventItem } from '@/features/events';
import { seriesAtRange } from './date-filter';
import { applyFilters, type FilterContext } from './filters';
import { sortEvents } from './sort';
import type { Filters } from './types';

/** Whether an event is still listed at `now` (default: not ended, from the start of the Madrid day). */
export type VisibilityRule = (event: EventItem, now: Date) => boolean;

export function visibleEvents(
  events: readonly EventItem[],
  now: Date,
  rule: VisibilityRule = isVisibleInListing,
): EventItem[] {
  return events.filter((event) => rule(event, now));
}

/**
 * The results from visible events already sorted: filtering keeps the order, and only a series moved
 * to its date in the range may change places, so only then is it sorted again. The app and the served
 * landing pages (edge/early-listing.ts) both list through it.
 */
export function filterSorted(
  sorted: readonly EventItem[],
  filters: Filters,
  sort: SortOption,
  city: City,
  searchIndex?: FilterContext['searchIndex'],
): EventItem[] {
  const provinceTowns = getProvinceTowns(city.province);
  const filtered = applyFilters(sorted, filters, { city, provinceTowns, searchIndex });
  const shown = seriesAtRange(filtered, filters.dateRange);
  return shown === filtered ? filtered : sortEvents(shown, sort);
}
