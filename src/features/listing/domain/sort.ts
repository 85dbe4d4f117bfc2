/**
 * Listing sorts, deterministic (ties end on the id). By last day, by start date either way, or by
 * price either way (free is 0, an unknown price infinite, then by start date); then events without a
 * start time first, start date, more filled fields, id. Undated events go last in every date sort.
 */
import type { SortOption } from '@/config/constants';
import { countFilledFields, type EventItem } from '@/features/events';
import { eventDaySpan } from './date-filter';
import { parseTimeToMinutes } from './time-of-day';

function keysOf(event: EventItem) {
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

type SortKeys = ReturnType<typeof keysOf>;

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
