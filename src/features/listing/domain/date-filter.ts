/** Date-range filter. Days are 'yyyy-MM-dd' (Madrid), compared as strings, which orders them. */
import { type EventItem, occurrenceOn, parseEventDate as validDay } from '@/features/events';
import type { DateRange } from './types';

/** First and last day; an end missing, invalid or before the start makes it one day. */
export function eventDaySpan(event: EventItem): { start: string; end: string } | null {
  const start = validDay(event.startDate);
  if (start === null) return null;
  const end = validDay(event.endDate);
  return { start, end: end !== null && end >= start ? end : start };
}

/** The event's days (a series: one of its dates) overlap the range, read in order; none matches all. */
export function createDateRangeMatcher(range: DateRange | null): (event: EventItem) => boolean {
  if (range === null) return () => true;
  const from = validDay(range.from);
  const to = validDay(range.to);
  if (from === null && to === null) return () => true;
  const [low, high] = from !== null && to !== null && to < from ? [to, from] : [from, to];
  return (event) => {
    if (event.series) {
      const first = firstOnOrAfter(event.series.dates, low);
      return first !== undefined && (high === null || first <= high);
    }
    const span = eventDaySpan(event);
    return span !== null && (high === null || span.start <= high) && (low === null || span.end >= low);
  };
}

/** The first of sorted days on or after `low` (the first of all without one). */
function firstOnOrAfter(days: readonly string[], low: string | null): string | undefined {
  if (low === null) return days[0];
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as string) < low) lo = mid + 1;
    else hi = mid;
  }
  return days[lo];
}

/** With a range chosen, a series is shown at its first date in it; the same array when none moves. */
export function seriesAtRange(events: EventItem[], range: DateRange | null): EventItem[] {
  if (range === null) return events;
  const [low, high] = range.to < range.from ? [range.to, range.from] : [range.from, range.to];
  let moved = false;
  const out = events.map((event) => {
    if (!event.series || (event.startDate >= low && event.startDate <= high)) return event;
    const day = firstOnOrAfter(event.series.dates, low);
    if (day === undefined || day > high) return event;
    moved = true;
    return occurrenceOn(event, day);
  });
  return moved ? out : events;
}
