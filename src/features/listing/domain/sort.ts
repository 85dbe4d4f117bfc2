/**
 * Listing sorts. Pure and deterministic: returns a new array, and ties end on
 * the id, so the same events always come out in the same order.
 *
 * - endDate_asc: by last day (endDate, or startDate when missing), soonest first.
 * - date_asc / date_desc: by start date.
 * - price_asc / price_desc: free counts as 0, an unknown price as infinite (so it goes last going
 *   up and first going down, as the description says); equal prices then go by start date.
 * Then the default tie-breaks: events with no start time before those with one, then start date,
 * then more filled fields first, then id. Events without a valid start date go after dated ones in
 * every date sort (they are normally hidden from the listing anyway).
 */
import type { SortOption } from '@/config/constants';
import { countFilledFields, type EventItem } from '@/features/events';
import { eventDaySpan } from './date-filter';
import { parseTimeToMinutes } from './time-of-day';

interface SortKeys {
  event: EventItem;
  start: string | null;
  end: string | null;
  hasTime: boolean;
  filled: number;
  price: number;
}

function keysOf(event: EventItem): SortKeys {
  const span = eventDaySpan(event);
  return {
    event,
    start: span?.start ?? null,
    end: span?.end ?? null,
    hasTime: parseTimeToMinutes(event.startTime) !== null,
    filled: countFilledFields(event),
    price: event.isFree ? 0 : (event.price ?? Number.POSITIVE_INFINITY),
  };
}

const compare = <T extends string | number>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** Ascending day; missing days last whatever the direction. */
function compareDay(a: string | null, b: string | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return direction * compare(a, b);
}

function tieBreak(a: SortKeys, b: SortKeys): number {
  return (
    compare(Number(a.hasTime), Number(b.hasTime)) ||
    compareDay(a.start, b.start, 1) ||
    b.filled - a.filled ||
    compare(a.event.id, b.event.id)
  );
}

const COMPARATORS: Record<SortOption, (a: SortKeys, b: SortKeys) => number> = {
  endDate_asc: (a, b) => compareDay(a.end, b.end, 1) || tieBreak(a, b),
  date_asc: (a, b) => compareDay(a.start, b.start, 1) || tieBreak(a, b),
  date_desc: (a, b) => compareDay(a.start, b.start, -1) || tieBreak(a, b),
  price_asc: (a, b) => compare(a.price, b.price) || compareDay(a.start, b.start, 1) || tieBreak(a, b),
  price_desc: (a, b) => compare(b.price, a.price) || compareDay(a.start, b.start, 1) || tieBreak(a, b),
};

export function sortEvents(events: readonly EventItem[], option: SortOption): EventItem[] {
  // Keys computed once per event, not once per comparison.
  return events
    .map(keysOf)
    .sort(COMPARATORS[option])
    .map((keys) => keys.event);
}
