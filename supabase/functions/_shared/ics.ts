/**
 * A multi-event iCalendar (RFC 5545) for the calendar feed. The text helpers and the Europe/Madrid
 * VTIMEZONE are ics_text.ts's, which the app's .ics downloads use too. A series is one VEVENT with its
 * rule and skipped days (RRULE, EXDATE), so a calendar shows every date and follows later
 * cancellations under the same UID. A cancelled event keeps its VEVENT with STATUS:CANCELLED. Pure.
 */
import { categoryName } from './categories.ts';
import {
  descriptionText,
  eventSpan,
  feedTitleOf,
  isCancelled,
  locationText,
  occurrenceOn,
  priceText,
  seriesDays,
  seriesExdates,
} from './event_text.ts';
import type { EventRow, EventSpan } from './event_text.ts';
import { CRLF, dateStamp, escapeIcsText, foldIcsLine, PRODID, utcStamp, VTIMEZONE } from './ics_text.ts';
import { addDays, calendarDay, clockTime, madridInstant, madridStamp, TIME_ZONE } from './madrid_time.ts';

// The feed's tests take these from here.
export { escapeIcsText, foldIcsLine, VTIMEZONE };

export const UID_DOMAIN = 'agendanorte.es';

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The RRULE value for the feed. RFC 5545 wants UNTIL in DTSTART's value type: a date for all-day
 * series, and for timed ones (DTSTART with TZID) a UTC date-time, here the end of the UNTIL day in
 * Madrid (the stored UNTIL counts by its day). Other parts are written as stored.
 */
export function icsRule(rule: string, span: EventSpan): string {
  return rule
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '')
    .split(';')
    .map((part) => {
      const m = /^UNTIL=(\d{4})(\d{2})(\d{2})/.exec(part);
      if (!m) return part;
      if (span.kind === 'allDay') return `UNTIL=${m[1]}${m[2]}${m[3]}`;
      const nextDay = addDays(`${m[1]}-${m[2]}-${m[3]}`, 1);
      return `UNTIL=${utcStamp(new Date(madridInstant(nextDay).getTime() - 1000))}`;
    })
    .join(';');
}

/** The EXDATE line: the skipped days in DTSTART's value type (at its Madrid time when timed). */
function exdateLine(exdates: readonly string[], span: EventSpan, e: EventRow): string | null {
  if (exdates.length === 0) return null;
  if (span.kind === 'allDay') return `EXDATE;VALUE=DATE:${exdates.map(dateStamp).join(',')}`;
  const time = clockTime(e.start_time) ?? '00:00';
  const stamps = exdates.map((d) => madridStamp(madridInstant(d, time)));
  return `EXDATE;TZID=${TIME_ZONE}:${stamps.join(',')}`;
}

export interface CalendarInfo {
  /** X-WR-CALNAME, e.g. 'Agenda Norte Bilbao'. */
  name: string;
  description: string;
}

export interface CalendarItem {
  event: EventRow;
  /** The event page (absolute). */
  url: string;
}

/**
 * The VEVENT lines of one event; [] when it has no usable start date. A series starts on its first
 * day (start_date, even when that day is skipped) and lasts, each time, as long as one of its dates.
 */
export function veventLines(item: CalendarItem, fallbackStamp: Date): string[] {
  const e = item.event;
  const series = seriesDays(e);
  const first = calendarDay(e.start_date);
  const span = eventSpan(series && first ? occurrenceOn(e, first) : e);
  if (!span) return [];
  const repeat = series
    ? [`RRULE:${icsRule(e.recurrence_rule ?? '', span)}`, exdateLine(seriesExdates(e), span, e)].filter(
        (line): line is string => line !== null,
      )
    : [];
  const updated = instant(e.updated_at) ?? instant(e.created_at);
  const created = instant(e.created_at);
  const location = locationText(e);
  const description = [`Precio: ${priceText(e)}`, descriptionText(e), `Más información: ${item.url}`]
    .filter((p) => p !== '')
    .join('\n\n');
  const categories = [...new Set([...(e.category_id ?? []), ...(e.subcategory ?? [])])].map((c) =>
    escapeIcsText(categoryName(c)),
  );
  return [
    'BEGIN:VEVENT',
    `UID:${e.id}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(updated ?? fallbackStamp)}`,
    ...(created ? [`CREATED:${utcStamp(created)}`] : []),
    ...(updated ? [`LAST-MODIFIED:${utcStamp(updated)}`] : []),
    ...(span.kind === 'timed'
      ? [
          `DTSTART;TZID=${TIME_ZONE}:${madridStamp(span.start)}`,
          `DTEND;TZID=${TIME_ZONE}:${madridStamp(span.end)}`,
        ]
      : [
          `DTSTART;VALUE=DATE:${dateStamp(span.startDay)}`,
          `DTEND;VALUE=DATE:${dateStamp(span.endExclusive)}`,
        ]),
    ...repeat,
    // A cancelled event stays in the feed until its date with STATUS:CANCELLED, so a subscribed
    // calendar marks the entry it already has (same UID) instead of silently keeping or dropping it;
    // the summary says it too, for clients that do not show the status.
    ...(isCancelled(e) ? ['STATUS:CANCELLED'] : []),
    `SUMMARY:${escapeIcsText(feedTitleOf(e))}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(categories.length > 0 ? [`CATEGORIES:${categories.join(',')}`] : []),
    `URL:${item.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * The calendar: VCALENDAR with PRODID, VERSION, CALSCALE, the X-WR-* names, the Madrid VTIMEZONE and
 * one VEVENT per event with a start date. Lines end in CRLF and are folded at 75 octets.
 * `fallbackStamp` is the DTSTAMP of a row without created_at/updated_at (rows from the database always
 * have them, which keeps the body — and so its ETag — stable between requests).
 */
export function buildCalendar(
  info: CalendarInfo,
  items: readonly CalendarItem[],
  fallbackStamp: Date,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(info.name)}`,
    `X-WR-CALDESC:${escapeIcsText(info.description)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
    ...items.flatMap((item) => veventLines(item, fallbackStamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
