/**
 * The iCalendar (RFC 5545) writer, one copy for the app's .ics downloads (src/features/events/domain/calendar.ts)
 * and the calendar feed (ics.ts): the calendar around the events, each VEVENT (dates in Madrid time
 * with the Europe/Madrid VTIMEZONE, or whole days; a series as RRULE and EXDATE), text escaping and
 * line folding. Written here rather than by ical.js: its serialiser folds continuation lines to 76
 * octets (RFC 5545 allows 75), and the app's event page would carry the library for one button.
 * Runtime-neutral: TextEncoder is in browsers and Deno alike.
 */
import { addDays, TIME_ZONE } from './dates.ts';
import type { EventSpan } from './event_text.ts';
import { madridInstant, madridStamp } from './madrid_time.ts';

export const CRLF = '\r\n';
export const PRODID = '-//Agenda Norte//Agenda Norte//ES';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

// Europe/Madrid rules since 1996 (EU summer time: last Sunday of March to last Sunday of October).
// prettier-ignore
export const VTIMEZONE = [
  'BEGIN:VTIMEZONE', `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST',
  'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET',
  'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1) without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

/** 'YYYYMMDDTHHMMSSZ'. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (a DATE value). */
export function dateStamp(day: string): string {
  return day.replace(/-/g, '');
}

/**
 * The RRULE value. RFC 5545 wants UNTIL in DTSTART's value type: a date for all-day series, and for
 * timed ones (DTSTART with TZID) a UTC date-time, here the end of the UNTIL day in Madrid (the stored
 * UNTIL counts by its day). Other parts are written as stored.
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
function exdateLine(exdates: readonly string[], span: EventSpan): string[] {
  const days = exdates.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day));
  if (days.length === 0) return [];
  if (span.kind === 'allDay') return [`EXDATE;VALUE=DATE:${days.map(dateStamp).join(',')}`];
  const stamp = madridStamp(span.start);
  const time = `${stamp.slice(9, 11)}:${stamp.slice(11, 13)}`;
  return [`EXDATE;TZID=${TIME_ZONE}:${days.map((d) => madridStamp(madridInstant(d, time))).join(',')}`];
}

/** One event as a VEVENT; optional fields are left out when absent. */
export interface IcsEvent {
  /** The whole UID ('<id>@<host>'). */
  uid: string;
  stamp: Date;
  created?: Date | null;
  lastModified?: Date | null;
  /** For a series, the span of its first date. */
  span: EventSpan;
  /** A series' rule as stored, and the days it skips ('YYYY-MM-DD'). */
  rule?: string | null;
  exdates?: readonly string[];
  cancelled?: boolean;
  summary: string;
  location?: string | null;
  description?: string;
  categories?: readonly string[];
  url?: string;
  /** Shown as free time (a guide's suggestion, not a commitment). */
  transparent?: boolean;
}

export function veventLines(e: IcsEvent): string[] {
  const { span } = e;
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    ...(e.created ? [`CREATED:${utcStamp(e.created)}`] : []),
    ...(e.lastModified ? [`LAST-MODIFIED:${utcStamp(e.lastModified)}`] : []),
    ...(span.kind === 'timed'
      ? [
          `DTSTART;TZID=${TIME_ZONE}:${madridStamp(span.start)}`,
          `DTEND;TZID=${TIME_ZONE}:${madridStamp(span.end)}`,
        ]
      : [
          `DTSTART;VALUE=DATE:${dateStamp(span.startDay)}`,
          `DTEND;VALUE=DATE:${dateStamp(span.endExclusive)}`,
        ]),
    ...(e.rule ? [`RRULE:${icsRule(e.rule, span)}`, ...exdateLine(e.exdates ?? [], span)] : []),
    ...(e.cancelled ? ['STATUS:CANCELLED'] : []),
    `SUMMARY:${escapeIcsText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeIcsText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeIcsText(e.description)}`] : []),
    ...(e.categories && e.categories.length > 0
      ? [`CATEGORIES:${e.categories.map(escapeIcsText).join(',')}`]
      : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.transparent ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/**
 * The calendar text: VCALENDAR with PRODID, VERSION, CALSCALE and METHOD, the `headers` lines, the
 * Madrid VTIMEZONE when any event is timed, and the events. Lines end in CRLF, folded at 75 octets.
 */
export function calendarText(events: readonly IcsEvent[], headers: readonly string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...headers,
    ...(events.some((e) => e.span.kind === 'timed') ? VTIMEZONE : []),
    ...events.flatMap(veventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
