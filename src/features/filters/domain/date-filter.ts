/**
 * Date-range filter (file 001 §5): the event's days must overlap the chosen range. Dates are
 * 'yyyy-MM-dd' calendar days (Madrid), compared as strings, which orders them correctly.
 */
import type { EventItem } from '@/features/events/domain/types';
import type { DateRange } from './types';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The 'yyyy-MM-dd' day of a stored date, or null when empty or invalid ("empty or invalid dates are
 * treated as missing", file 001 §5). A longer ISO value ('2025-03-01T20:00:00') gives its day.
 */
export function validDay(value: string | null | undefined): string | null {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  const real =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
  return real ? match[0] : null;
}

export interface DaySpan {
  start: string;
  end: string;
}

/**
 * First and last day of an event: the end is endDate, or startDate when the end is missing, invalid
 * or earlier than the start (a data-entry slip: the event is then read as one day). Null without a
 * valid start date.
 */
export function eventDaySpan(event: EventItem): DaySpan | null {
  const start = validDay(event.startDate);
  if (start === null) return null;
  const end = validDay(event.endDate);
  return { start, end: end !== null && end >= start ? end : start };
}

/**
 * Overlap: the event starts on or before the range's end and ends on or after its start.
 * No range → everything matches; with a range, an event without a valid start date does not.
 * A range given backwards (to < from) is read in order.
 */
export function matchesDateRange(event: EventItem, range: DateRange | null): boolean {
  if (range === null) return true;
  const from = validDay(range.from);
  const to = validDay(range.to);
  if (from === null && to === null) return true;
  const span = eventDaySpan(event);
  if (span === null) return false;
  const [low, high] = from !== null && to !== null && to < from ? [to, from] : [from, to];
  return (high === null || span.start <= high) && (low === null || span.end >= low);
}
