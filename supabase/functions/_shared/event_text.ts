/**
 * An event row as the feeds and the newsletter read it, and its texts: calendar span (the app's
 * eventCalendarSpan), place, price, Spanish dates and the absolute page URL on the city's sub-domain.
 * A series (a row with recurrence_rule) is one row with all its dates in occurrence_dates; it is
 * shown at one of its dates, with its rhythm ('Cada jueves'). Pure.
 */
import { cityOriginFor, eventPath } from './site.ts';
import { addDays, calendarDay, clockTime, dayRangeEs, longDayEs, madridInstant } from './madrid_time.ts';
import { htmlToText } from './sanitize.ts';
import { describeRecurrence, nextOccurrence } from './series_view.ts';

export interface EventRow {
  id: string;
  title: string;
  description: string | null;
  category_id: string[] | null;
  subcategory: string[] | null;
  venue: string | null;
  town: string | null;
  neighborhood: string | null;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  price: number | string | null;
  is_free: boolean | null;
  destacado: number | null;
  created_at?: string | null;
  updated_at?: string | null;
  /**
   * A series: its RRULE value (without 'RRULE:'; its first day is start_date), the days it skips, and
   * every remaining day in order (kept by the database, which also sets end_date to the last one).
   * Null or absent for a single event.
   */
  recurrence_rule?: string | null;
  recurrence_exdates?: string[] | null;
  occurrence_dates?: string[] | null;
  /** 'scheduled' or 'cancelled' (an imported event its source cancelled or dropped before its date). */
  status?: string | null;
  /** The Basque title and description, when the event has them (an imported bilingual event). */
  title_eu?: string | null;
  description_eu?: string | null;
}

/** The columns of EventRow, for `.select()`. */
export const EVENT_COLUMNS =
  'id,title,description,category_id,subcategory,venue,town,neighborhood,address,start_date,end_date,start_time,end_time,price,is_free,destacado,created_at,updated_at,recurrence_rule,recurrence_exdates,occurrence_dates,status';

/** EVENT_COLUMNS and the Basque texts: only what is written in Basque reads them. */
export const EVENT_COLUMNS_WITH_EU = `${EVENT_COLUMNS},title_eu,description_eu`;

/**
 * Cancelled: only status 'cancelled' (a missing or unknown status, as an older row has, is scheduled,
 * as the app's mapEventRow reads it). A cancelled event stays in the listing and the feeds until its
 * date, so those who planned to go learn that it is off.
 */
export function isCancelled(e: Pick<EventRow, 'status'>): boolean {
  return e.status === 'cancelled';
}

/** The word the app shows on a cancelled event. */
export const CANCELLED_LABEL = 'Cancelado';

const days = (values: readonly string[] | null | undefined): string[] =>
  (values ?? []).map(calendarDay).filter((d): d is string => d !== null);

/** A series' days (its occurrence_dates), or null for a single event (no rule, or no dates to show). */
export function seriesDays(e: Pick<EventRow, 'recurrence_rule' | 'occurrence_dates'>): string[] | null {
  if ((e.recurrence_rule ?? '').trim() === '') return null;
  const out = days(e.occurrence_dates);
  return out.length > 0 ? out : null;
}

/** The days a series skips (its exdates), sorted and distinct; [] for a single event. */
export function seriesExdates(e: Pick<EventRow, 'recurrence_exdates'>): string[] {
  return [...new Set(days(e.recurrence_exdates))].sort();
}

/**
 * A series' rhythm, 'Cada jueves' (as the app's cards write it; `describe` words it in another
 * language); null for a single event.
 */
export function seriesRhythm(
  e: Pick<EventRow, 'recurrence_rule' | 'recurrence_exdates' | 'occurrence_dates'>,
  describe = describeRecurrence,
): string | null {
  const dates = seriesDays(e);
  if (!dates) return null;
  return describe((e.recurrence_rule ?? '').trim(), seriesExdates(e).length, dates.length);
}

/**
 * The day an event is shown at from `from` on: for a series, its first date on or after `from` (its
 * last one when all have passed), as the app's listing shows it; for a single event, its start date.
 */
export function shownDay(e: EventRow, from: string): string | null {
  const dates = seriesDays(e);
  return dates ? nextOccurrence(dates, from) : calendarDay(e.start_date);
}

/**
 * One date of a series as a single event on that day: same times, no end date (a late end time
 * still runs past midnight) and no rule. A single event is returned as it is.
 */
export function occurrenceOn(e: EventRow, day: string): EventRow {
  if (!seriesDays(e)) return e;
  return {
    ...e,
    start_date: day,
    end_date: null,
    recurrence_rule: null,
    recurrence_exdates: null,
    occurrence_dates: null,
  };
}

/** An event with a start time but no (usable) end time lasts two hours (as in the app). */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

export type EventSpan =
  | { kind: 'timed'; start: Date; end: Date }
  /** Whole Madrid days; `endExclusive` is the day after the last one. */
  | { kind: 'allDay'; startDay: string; endExclusive: string };

/** Last day of the event: end date, else start date. */
export function lastDay(e: Pick<EventRow, 'start_date' | 'end_date'>): string | null {
  return calendarDay(e.end_date) ?? calendarDay(e.start_date);
}

/**
 * Start time known → timed, end = end date (else start date; past midnight when the end time is not
 * after the start time and there is no end date) + end time, else start + 2 h. No start time → all
 * days from the start through the end date. No usable start date → null.
 */
export function eventSpan(
  e: Pick<EventRow, 'start_date' | 'end_date' | 'start_time' | 'end_time'>,
): EventSpan | null {
  const startDay = calendarDay(e.start_date);
  if (!startDay) return null;
  const startTime = clockTime(e.start_time);
  if (!startTime) {
    const end = calendarDay(e.end_date);
    const last = end && end > startDay ? end : startDay;
    return { kind: 'allDay', startDay, endExclusive: addDays(last, 1) };
  }
  const start = madridInstant(startDay, startTime);
  const endTime = clockTime(e.end_time);
  let end: Date | null = null;
  if (endTime) {
    const endDate = calendarDay(e.end_date);
    const day = endDate ?? (endTime <= startTime ? addDays(startDay, 1) : startDay);
    end = madridInstant(day, endTime);
  }
  return {
    kind: 'timed',
    start,
    end: end && end > start ? end : new Date(start.getTime() + DEFAULT_DURATION_MS),
  };
}

/** The parts joined by ', ', without blanks or repeats (any case). */
export function joinUnique(values: Array<string | null | undefined>): string {
  const out: string[] = [];
  for (const v of values.map((x) => (x ?? '').trim())) {
    if (v !== '' && !out.some((p) => p.toLowerCase() === v.toLowerCase())) out.push(v);
  }
  return out.join(', ');
}

/** 'Venue, address, town' without blanks or repeats (the calendar LOCATION, as in the app). */
export function locationText(e: Pick<EventRow, 'venue' | 'address' | 'town'>): string {
  return joinUnique([e.venue, e.address, e.town]);
}

/** 'Venue, neighbourhood, town' (what a reader of the e-mail wants to see). */
export function placeText(e: Pick<EventRow, 'venue' | 'neighborhood' | 'town'>): string {
  return joinUnique([e.venue, e.neighborhood, e.town]);
}

/** 'free' (is_free, or a price of 0), the price, or null when none is given or it is not a number. */
export function priceOf(e: Pick<EventRow, 'is_free' | 'price'>): 'free' | number | null {
  const price = e.price === null || e.price === '' ? null : Number(e.price);
  if (e.is_free || price === 0) return 'free';
  return price === null || !Number.isFinite(price) ? null : price;
}

/** 'Gratis', '12 €', '12,50 €', or 'Precio no indicado'. */
export function priceText(e: Pick<EventRow, 'is_free' | 'price'>): string {
  const price = priceOf(e);
  if (price === 'free') return 'Gratis';
  if (price === null) return 'Precio no indicado';
  const fraction = Number.isInteger(price) ? 0 : 2;
  return `${price.toLocaleString('es-ES', { minimumFractionDigits: fraction, maximumFractionDigits: 2 })} €`;
}

/** An end time alone: 'hasta las 23:00'. */
const untilEs = (time: string) => `hasta las ${time}`;

/** '20:00', '20:00 – 23:00', 'hasta las 23:00' (`until` words it in another language) or ''. */
export function timesText(e: Pick<EventRow, 'start_time' | 'end_time'>, until = untilEs): string {
  const start = clockTime(e.start_time);
  const end = clockTime(e.end_time);
  if (start && end) return `${start} – ${end}`;
  if (start) return start;
  return end ? until(end) : '';
}

/** How a language writes an event's days, a series' rhythm and an end time alone. */
export interface DateWords {
  longDay: (day: string) => string;
  dayRange: (from: string, to: string) => string;
  rhythm: (e: EventRow) => string | null;
  until: (time: string) => string;
}

const SPANISH_DATES: DateWords = {
  longDay: (day) => longDayEs(day),
  dayRange: dayRangeEs,
  rhythm: (e) => seriesRhythm(e),
  until: untilEs,
};

/** One day or a range ('lunes 23 de noviembre', 'del 20 de noviembre al 10 de enero'); '' without a start. */
export function datesTextIn(w: DateWords, e: Pick<EventRow, 'start_date' | 'end_date'>): string {
  const start = calendarDay(e.start_date);
  if (!start) return '';
  const end = calendarDay(e.end_date);
  return end && end > start ? w.dayRange(start, end) : w.longDay(start);
}

/**
 * 'lunes 23 de noviembre · 20:00'. A series reads at its date shown from `from` on (see shownDay;
 * its first date without `from`) with its rhythm: 'jueves 3 de diciembre · Cada jueves · 20:00'.
 */
export function whenTextIn(w: DateWords, e: EventRow, from?: string): string {
  const dates = seriesDays(e);
  const day = dates ? nextOccurrence(dates, from ?? dates[0]!) : null;
  const parts = day ? [w.longDay(day), w.rhythm(e) ?? ''] : [datesTextIn(w, e)];
  return [...parts, timesText(e, w.until)].filter((p) => p !== '').join(' · ');
}

export const datesTextEs = (e: Pick<EventRow, 'start_date' | 'end_date'>) => datesTextIn(SPANISH_DATES, e);
export const whenTextEs = (e: EventRow, from?: string) => whenTextIn(SPANISH_DATES, e, from);

/** The description as plain text (HTML, scripts and styles stripped). */
export function descriptionText(e: Pick<EventRow, 'description'>): string {
  const html = (e.description ?? '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  return htmlToText(html);
}

/** At most `max` characters, cut at a word boundary, with '…'. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > max / 2 ? slice.slice(0, space) : slice).replace(/[\s.,;:]+$/, '')}…`;
}

/** The event page on the city's sub-domain: https://bilbao.agendanorte.es/event/<id>--… */
export function eventUrl(publicSiteUrl: string, cityId: string, e: EventRow): string {
  return `${cityOriginFor(publicSiteUrl, cityId)}${eventPath({
    id: e.id,
    town: e.town,
    category: e.category_id?.[0] ?? null,
    subcategory: e.subcategory?.[0] ?? null,
    start_date: calendarDay(e.start_date),
    title: e.title,
  })}`;
}
