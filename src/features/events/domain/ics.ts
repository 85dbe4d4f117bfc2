/**
 * iCalendar files (RFC 5545) with Madrid local times and their VTIMEZONE: one event (or one date
 * of a series), or a whole series as one repeating event. The escaping, line folding and VTIMEZONE are
 * the calendar feed's too (supabase/functions/_shared/ics_text.ts).
 */
import { TIME_ZONE } from '@/config/constants';
import { slugify } from '@/lib/text';
import { eventCalendarSpan, eventLocationText, occurrenceOn, type CalendarSpan } from './calendar-span';
import { madridInstant } from './dates';
import { madridParts, pad2, partsDay } from '../../../../supabase/functions/_shared/madrid_time.ts';
import {
  CRLF,
  dateStamp,
  escapeIcsText,
  foldIcsLine,
  PRODID,
  utcStamp,
  VTIMEZONE,
} from '../../../../supabase/functions/_shared/ics_text.ts';
import { htmlToText } from './strip-html';
import type { EventItem } from './types';

const madridStamp = (d: Date) => {
  const p = madridParts(d);
  return `${dateStamp(partsDay(p))}T${pad2(p.hours)}${pad2(p.minutes)}${pad2(p.seconds)}`;
};

function uidHost(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname || 'agenda-norte';
  } catch {
    return 'agenda-norte';
  }
}

/** The calendar around one VEVENT: its dates (`span`) and any repetition lines (`repeat`). */
function calendarText(
  e: EventItem,
  pageUrl: string,
  now: Date,
  uid: string,
  span: CalendarSpan,
  repeat: string[],
): string {
  const description = [htmlToText(e.description), pageUrl].filter((p) => p !== '').join('\n\n');
  const location = eventLocationText(e);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(span.kind === 'timed' ? VTIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${uid}@${uidHost(pageUrl)}`,
    `DTSTAMP:${utcStamp(now)}`,
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
    `SUMMARY:${escapeIcsText(e.title)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/**
 * The .ics text, or null when the event has no usable start date. `now` stamps DTSTAMP. For a
 * series it is the one date the event is set to (see occurrenceOn), with a UID of its own: a
 * calendar that already holds the whole series (or another date) keeps it rather than replacing it.
 */
export function buildIcs(e: EventItem, pageUrl: string, now: Date): string | null {
  const span = eventCalendarSpan(e);
  if (!span) return null;
  const uid = e.series ? `${e.id}-${dateStamp(e.startDate)}` : e.id;
  return calendarText(e, pageUrl, now, uid, span, []);
}

/**
 * The rule for the file: a timed series starts at a Madrid date-time, and RFC 5545 then wants
 * UNTIL as a UTC date-time, so the last day becomes the end of that Madrid day; an all-day series
 * keeps UNTIL as a date, like its DTSTART. The database reads UNTIL by its day either way.
 */
function icsRule(rule: string, timed: boolean): string {
  return rule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?/, (whole, y: string, m: string, d: string) => {
    const lastDay = `${y}-${m}-${d}`;
    if (!timed) return `UNTIL=${y}${m}${d}`;
    const end = madridInstant(lastDay, null, true);
    return end ? `UNTIL=${utcStamp(end)}` : whole;
  });
}

/**
 * The whole series as one repeating event, or null for a single event (or no usable first day):
 * DTSTART is the rule's first day (even when that day was cancelled) at the event's start time,
 * RRULE the stored rule, and EXDATE the cancelled days at that same time — an EXDATE must match
 * the start of the date it removes — or as dates when the series has no start time.
 */
export function buildSeriesIcs(e: EventItem, pageUrl: string, now: Date): string | null {
  if (!e.series) return null;
  const span = eventCalendarSpan(occurrenceOn(e, e.series.firstDate));
  if (!span) return null;
  const timed = span.kind === 'timed';
  const startTime = timed ? madridStamp(span.start).slice(8) : '';
  const exdates = e.series.exdates
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))
    .map((day) => `${dateStamp(day)}${startTime}`);
  const repeat = [
    `RRULE:${icsRule(e.series.rule, timed)}`,
    ...(exdates.length === 0
      ? []
      : [`EXDATE;${timed ? `TZID=${TIME_ZONE}` : 'VALUE=DATE'}:${exdates.join(',')}`]),
  ];
  return calendarText(occurrenceOn(e, e.series.firstDate), pageUrl, now, e.id, span, repeat);
}

const fileStem = (e: Pick<EventItem, 'title'>) => slugify(e.title) || 'evento';

/**
 * Download name: 'concierto-de-jazz.ics' ('evento.ics' when the title has no letters); one date of
 * a series adds its day, 'pintxo-pote-2026-12-03.ics', so two dates saved do not share a name.
 */
export function icsFileName(
  e: Pick<EventItem, 'title'> & Partial<Pick<EventItem, 'startDate' | 'series'>>,
): string {
  return e.series && e.startDate ? `${fileStem(e)}-${e.startDate}.ics` : `${fileStem(e)}.ics`;
}

/** Download name of a whole series: 'pintxo-pote-todas-las-fechas.ics'. */
export function seriesIcsFileName(e: Pick<EventItem, 'title'>): string {
  return `${fileStem(e)}-todas-las-fechas.ics`;
}
