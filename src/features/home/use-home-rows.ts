import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NEARBY_MAX, TRENDING_MAX } from '@/config/constants';
import {
  compareBySoonestStart,
  eventsQueries,
  selectNearby,
  selectTrending,
  type EventItem,
} from '@/features/events';
import { createDateRangeMatcher, todayRange } from '@/features/listing';
import { leaveOutShownAbove } from './leave-out-shown';

const TODAY_MAX = 12;
const FEATURED_MAX = 9;
const ALL = Number.POSITIVE_INFINITY;

export interface HomeRowsInput {
  /** Listing-visible events (ended ones already hidden). */
  visible: readonly EventItem[];
  now: Date;
  listing: readonly EventItem[];
  /** A search or filter is on: the listing answers it whole, rows or not. */
  filtered: boolean;
}

/** The rows' events: the city's events alone decide them, never the listing's search or filters. */
function rowsOf(
  visible: readonly EventItem[],
  trendingCounts: Record<string, number> | undefined,
  now: Date,
) {
  const [todayRow = [], trending = [], nearby = [], featured = []] = leaveOutShownAbove([
    {
      events: visible.filter(createDateRangeMatcher(todayRange(now))).sort(compareBySoonestStart),
      max: TODAY_MAX,
    },
    { events: trendingCounts ? selectTrending(visible, trendingCounts, now, ALL) : [], max: TRENDING_MAX },
    { events: selectNearby(visible, now, ALL), max: NEARBY_MAX },
    {
      events: visible
        .filter((event) => event.destacado > 0)
        .sort((a, b) => b.destacado - a.destacado || compareBySoonestStart(a, b)),
      max: FEATURED_MAX,
    },
  ]);
  const shown = new Set([...todayRow, ...trending, ...nearby, ...featured].map((event) => event.id));
  return { today: todayRow, trending, nearby, featured, shown };
}

/** The rows and the listing, each without what a row above shows; a filtered listing stays whole. */
export function useHomeRows({ visible, now, listing, filtered }: HomeRowsInput) {
  const trendingCounts = useQuery(eventsQueries.trendingCounts());
  const counts = trendingCounts.isError ? undefined : trendingCounts.data;
  // Its own memo: the compiler would recompute the rows with the listing's results, on each keystroke;
  // they never depend on the filters (Destacados, hidden on a phone while filtering, is still computed).
  const { shown, ...rows } = useMemo(() => rowsOf(visible, counts, now), [visible, counts, now]);
  return {
    ...rows,
    // The week's favourite counts are still loading; or they failed, and the row is left out.
    trendingPending: trendingCounts.isPending,
    trendingFailed: trendingCounts.isError,
    listing: filtered ? listing : listing.filter((event) => !shown.has(event.id)),
  };
}
