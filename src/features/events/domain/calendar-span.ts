/** When an event sits in a calendar: a timed span (UTC instants) or whole Madrid days. */
import {
  addDaysToDay,
  eventEndDay,
  eventEndInstant,
  eventStartInstant,
  formatTime,
  parseEventDate,
} from './dates';
import type { EventItem } from './types';

/**
 * Own constant (the description gives none): an event with a start time but no end time is
 * entered as lasting two hours, a usual concert or play length, rather than a zero-length entry.
 */
export const DEFAULT_EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

export type CalendarSpan =
  | { kind: 'timed'; start: Date; end: Date }
  /** Whole days; `endExclusive` is the day after the last one, as calendars expect. */
  | { kind: 'allDay'; startDay: string; endExclusive: string };

type SpanEvent = Pick<EventItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

/**
 * Start time known → timed: end = end date/time when an end time is known (past midnight handled
 * by eventEndInstant), else start + 2 h. No start time → all-day from the start day through the
 * end day (or the start day alone). No usable start date → null.
 */
export function eventCalendarSpan(e: SpanEvent): CalendarSpan | null {
  const startDay = parseEventDate(e.startDate);
  if (!startDay) return null;
  const start = formatTime(e.startTime) ? eventStartInstant(e) : null;
  if (!start) {
    const lastDay = eventEndDay(e);
    const last = lastDay && lastDay > startDay ? lastDay : startDay;
    return { kind: 'allDay', startDay, endExclusive: addDaysToDay(last, 1) };
  }
  const end = formatTime(e.endTime) ? eventEndInstant(e) : null;
  const fallback = new Date(start.getTime() + DEFAULT_EVENT_DURATION_MS);
  return { kind: 'timed', start, end: end && end > start ? end : fallback };
}

/** 'Venue, address, town' without blanks or repeats (submitted events store the address as venue). */
export function eventLocationText(e: Pick<EventItem, 'venue' | 'address' | 'town'>): string {
  const parts: string[] = [];
  for (const part of [e.venue, e.address, e.town].map((p) => p.trim())) {
    if (part !== '' && !parts.some((p) => p.toLowerCase() === part.toLowerCase())) parts.push(part);
  }
  return parts.join(', ');
}

/**
 * One date of a series as an event of its own: that day, with the series' start and end times
 * (each date of a series is one day). The series stays attached, so the whole series can still be
 * offered from it.
 */
export function occurrenceOn<T extends Pick<EventItem, 'startDate' | 'endDate'>>(e: T, day: string): T {
  return { ...e, startDate: day, endDate: '' };
}
