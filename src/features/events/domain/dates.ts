/** Event dates in Europe/Madrid; calendar days are 'yyyy-MM-dd' and "now" is always a parameter. */
import { DAY_PARSE_CACHE_MAX } from '@/config/tuning';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { remember } from '@/lib/remember';
import {
  datesTextEu,
  dayNumberEu,
  dayRangeEu,
  longDayEu,
  MONTHS_EU,
  timesTextEu,
} from '../../../../supabase/functions/_shared/basque_text.ts';
import { addDays } from '../../../../supabase/functions/_shared/dates.ts';
import { timesText } from '../../../../supabase/functions/_shared/event_text.ts';
import {
  clockTime as formatTime,
  madridParts,
  madridWallTime,
  MONTHS_ES,
  partsDay,
  WEEKDAYS_ES,
} from '../../../../supabase/functions/_shared/madrid_time.ts';
import { occurrenceOn } from './series';
import type { EventItem } from './types';

// Calendar-day arithmetic is done in UTC: a day has no zone, so DST never shifts a result.
export { addDays as addDaysToDay };
export { daysBetween } from '../../../../supabase/functions/_shared/madrid_time.ts';
// 'HH:MM' from a stored time ('20:00:00', '9:30'), as the feeds read it; null when not a clock time.
export { formatTime };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Day = readonly [number, number, number];

// Filters, cards and scores parse the same few hundred day strings thousands of times: answers are kept.
const parsedDays = new Map<string, Day | null>();

/** [year, month 1–12, day] of a valid day string; null for malformed or impossible dates ('2025-02-30'). */
export function parseDay(day: string): Day | null {
  return remember(parsedDays, day, DAY_PARSE_CACHE_MAX, () => {
    const m = DAY_RE.exec(day);
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    // An impossible date ('2025-02-30') rolls over into another day.
    return new Date(Date.UTC(y, mo - 1, d)).toISOString().startsWith(day) ? ([y, mo, d] as const) : null;
  });
}

/** Day of the week, 0 = Sunday … 6 = Saturday (as Date#getDay). */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export type DayLabelPattern = 'EEE, d MMM' | 'd MMM' | 'd MMM yyyy';

type Names = { weekdays: readonly string[]; months: readonly string[] };

// Sunday first, as Date#getUTCDay counts; the short names are the first three letters ('mié', 'sep').
const LONG_NAMES: Names = { weekdays: [WEEKDAYS_ES[6], ...WEEKDAYS_ES.slice(0, 6)], months: MONTHS_ES };
const SHORT_NAMES: Names = {
  weekdays: LONG_NAMES.weekdays.map((name) => name.slice(0, 3)),
  months: MONTHS_ES.map((name) => name.slice(0, 3)),
};

/** Spanish weekday (Sunday first) and month names, 'sáb'/'nov' or 'sábado'/'noviembre'. */
export function spanishNames(width: 'short' | 'long' = 'short'): Names {
  return width === 'short' ? SHORT_NAMES : LONG_NAMES;
}

/** 'sáb, 22 nov', '22 nov' or '22 nov 2026', built from the numbers. */
export function dayLabel([year, month, day]: Day, pattern: DayLabelPattern): string {
  const { weekdays, months } = spanishNames();
  const monthName = months[month - 1]!;
  if (pattern === 'd MMM') return `${day} ${monthName}`;
  if (pattern === 'd MMM yyyy') return `${day} ${monthName} ${String(year).padStart(4, '0')}`;
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday}, ${day} ${monthName}`;
}

/** A day of the month in Basque, in a case: 'azaroaren 22a' (absolutive), 'azaroaren 22ra' (allative). */
const basqueDay = ([, month, day]: Day, grammaticalCase: 'absolutive' | 'allative') =>
  `${MONTHS_EU[month - 1]}ren ${dayNumberEu(day, grammaticalCase)}`;

/**
 * One date of a series: 'jue, 3 dic', with the year when it is not this year's ('jue, 7 ene 2027');
 * in Basque 'abenduaren 3a, osteguna' ('2027ko urtarrilaren 7a, osteguna').
 */
export function occurrenceLabel(day: string, today: string): string {
  const parts = parseDay(day);
  if (!parts) return day;
  if (getLocale() === 'eu') return longDayEu(day, day.slice(0, 4) !== today.slice(0, 4));
  const label = dayLabel(parts, 'EEE, d MMM');
  return day.slice(0, 4) === today.slice(0, 4) ? label : `${label} ${parts[0]}`;
}

/** A span of Madrid calendar days ('yyyy-MM-dd'), both ends included. */
export type DateRange = { from: string; to: string };

export const WEEK_STARTS_ON = 1;

// A timestamp: date part, then a time; an explicit offset (Z, +01:00) makes it an instant.
const TIMESTAMP_RE = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

type DatedEvent = Pick<EventItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

// The listing asks the same questions for thousands of events: the answers are kept.
const MAX_CACHED = 5000;
const daysByTime = new Map<number, string>();
const instantsByKey = new Map<string, number>();

/** The Madrid calendar day of an instant: 23:30 UTC on the 21st is already the 22nd in Madrid. */
export function madridDay(now: Date): string {
  const time = now.getTime();
  return remember(daysByTime, time, MAX_CACHED, () => partsDay(madridParts(time)));
}

/**
 * A stored date as a Madrid calendar day, or null when empty or invalid. Local timestamps keep their
 * date part; timestamps with an offset give the Madrid day they fall on.
 */
export function parseEventDate(value: string | null | undefined): string | null {
  const s = (value ?? '').trim();
  if (s === '') return null;
  if (parseDay(s)) return s;
  const m = TIMESTAMP_RE.exec(s);
  if (!m || !m[1] || !parseDay(m[1])) return null;
  if (!m[2]) return m[1];
  const instant = new Date(s.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : madridDay(instant);
}

/** Last day of the event: its end date, else its start date; null when neither parses. */
export function eventEndDay(e: Pick<EventItem, 'startDate' | 'endDate'>): string | null {
  return parseEventDate(e.endDate) ?? parseEventDate(e.startDate);
}

/** City listing rule: its last day is today (Madrid) or later; never without a usable date. */
export function isVisibleInListing(e: Pick<EventItem, 'startDate' | 'endDate'>, now: Date): boolean {
  const end = eventEndDay(e);
  return end !== null && end >= madridDay(now);
}

/**
 * Concerts-today rule: the event runs on `day` (for a series, one of its dates). Whole days are
 * compared: an event that finished at 18:00 is still shown at 22:00 the same day.
 */
export function isVisibleOnDay(e: Pick<EventItem, 'startDate' | 'endDate' | 'series'>, day: string): boolean {
  if (e.series) return e.series.dates.includes(day);
  const start = parseEventDate(e.startDate);
  const end = eventEndDay(e);
  if (end === null || end < day) return false;
  return start === null || start <= day;
}

/** Expired once its end instant (a series: its last date's) has passed; never without a usable date. */
export function isExpired(e: DatedEvent & Pick<EventItem, 'series'>, now: Date): boolean {
  const last = e.series?.dates.at(-1);
  const end = eventEndInstant(last !== undefined ? occurrenceOn(e, last) : e);
  return end !== null && end.getTime() < now.getTime();
}

/** A Madrid wall-clock moment (time 'HH:MM') as a UTC Date, with that day's summer or winter offset. */
function madridInstant(day: string, time: string | null, endOfDay = false): Date | null {
  const p = parseDay(day);
  if (!p) return null;
  const ms = remember(instantsByKey, `${day}|${time ?? ''}|${endOfDay}`, MAX_CACHED, () => {
    if (time) return madridWallTime(p[0], p[1], p[2], Number(time.slice(0, 2)), Number(time.slice(3, 5)));
    return endOfDay ? madridWallTime(p[0], p[1], p[2], 23, 59, 59, 999) : madridWallTime(p[0], p[1], p[2]);
  });
  return new Date(ms);
}

/** Start date + start time, or the start of that Madrid day. */
export function eventStartInstant(e: DatedEvent): Date | null {
  const day = parseEventDate(e.startDate);
  return day ? madridInstant(day, formatTime(e.startTime)) : null;
}

/**
 * End date (else start date) + end time, or the end of that Madrid day. With no end date, an end
 * time at or before the start time runs past midnight.
 */
export function eventEndInstant(e: DatedEvent): Date | null {
  const endDate = parseEventDate(e.endDate);
  const startDate = parseEventDate(e.startDate);
  let day = endDate ?? startDate;
  if (!day) return null;
  const endTime = formatTime(e.endTime);
  const startTime = formatTime(e.startTime);
  if (!endDate && endTime && startTime && endTime <= startTime) day = addDays(day, 1);
  return madridInstant(day, endTime, true);
}

/**
 * Cards: 'sáb, 22 nov'; 'del 22 al 24 nov', 'del 30 nov al 2 dic'; years only when they differ. In
 * Basque the newsletter's words: 'azaroaren 22a, larunbata', 'azaroaren 22tik 24ra'.
 */
export function formatEventDates(e: Pick<EventItem, 'startDate' | 'endDate'>): string {
  const startDay = parseEventDate(e.startDate);
  const endDay = parseEventDate(e.endDate);
  if (getLocale() === 'eu') {
    if (startDay) return datesTextEu({ start_date: startDay, end_date: endDay });
    return endDay ? `${basqueDay(parseDay(endDay)!, 'allative')} arte` : m.events_dates_unknown();
  }
  const start = startDay ? parseDay(startDay) : null;
  const end = endDay && (!startDay || endDay > startDay) ? parseDay(endDay) : null;
  if (!start) return end ? `hasta el ${dayLabel(end, 'EEE, d MMM')}` : m.events_dates_unknown();
  if (!end) return dayLabel(start, 'EEE, d MMM');
  if (start[0] !== end[0]) return `del ${dayLabel(start, 'd MMM yyyy')} al ${dayLabel(end, 'd MMM yyyy')}`;
  if (start[1] !== end[1]) return `del ${dayLabel(start, 'd MMM')} al ${dayLabel(end, 'd MMM')}`;
  return `del ${start[2]} al ${dayLabel(end, 'd MMM')}`;
}

/** Times as HH:MM: '20:00 – 23:00', '20:00', 'hasta las 23:00' ('23:00ak arte') or 'Hora no especificada'. */
export function formatEventTimes(e: Pick<EventItem, 'startTime' | 'endTime'>): string {
  const times = { start_time: e.startTime, end_time: e.endTime };
  return (getLocale() === 'eu' ? timesTextEu(times) : timesText(times)) || m.events_time_unknown();
}

/**
 * Date-filter label: '22 nov', '22–24 nov', '30 nov – 2 dic'; '' if invalid. In Basque 'azaroaren 22a',
 * 'azaroaren 22tik 24ra', 'azaroaren 30etik abenduaren 2ra'.
 */
export function formatRangeLabel(range: DateRange): string {
  let from = parseDay(range.from);
  let to = parseDay(range.to);
  if (!from || !to) return '';
  if (range.to < range.from) [from, to] = [to, from];
  if (getLocale() === 'eu') {
    const [first, last] = range.to < range.from ? [range.to, range.from] : [range.from, range.to];
    return first === last ? basqueDay(to, 'absolutive') : dayRangeEu(first, last);
  }
  if (from[0] !== to[0]) return `${dayLabel(from, 'd MMM yyyy')} – ${dayLabel(to, 'd MMM yyyy')}`;
  if (from[1] !== to[1]) return `${dayLabel(from, 'd MMM')} – ${dayLabel(to, 'd MMM')}`;
  if (from[2] !== to[2]) return `${from[2]}–${dayLabel(to, 'd MMM')}`;
  return dayLabel(to, 'd MMM');
}
