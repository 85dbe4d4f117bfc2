/** A single-event iCalendar file (RFC 5545) with Madrid local times and their VTIMEZONE. */
import { TIME_ZONE } from '@/config/constants';
import { slugify } from '@/lib/text';
import { eventCalendarSpan, eventLocationText } from './calendar-span';
import { madridParts, pad2, partsDay } from './madrid-clock';
import { htmlToText } from './strip-html';
import type { EventItem } from './types';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

// Europe/Madrid rules since 1996 (EU summer time: last Sunday of March to last Sunday of October).
// prettier-ignore
const VTIMEZONE = [
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

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateStamp = (day: string) => day.replace(/-/g, '');
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

/** The .ics text, or null when the event has no usable start date. `now` stamps DTSTAMP. */
export function buildIcs(e: EventItem, pageUrl: string, now: Date): string | null {
  const span = eventCalendarSpan(e);
  if (!span) return null;
  const description = [htmlToText(e.description), pageUrl].filter((p) => p !== '').join('\n\n');
  const location = eventLocationText(e);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agenda Norte//Agenda Norte//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(span.kind === 'timed' ? VTIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${e.id}@${uidHost(pageUrl)}`,
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
    `SUMMARY:${escapeIcsText(e.title)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Download name: 'concierto-de-jazz.ics' ('evento.ics' when the title has no letters). */
export function icsFileName(e: Pick<EventItem, 'title'>): string {
  return `${slugify(e.title) || 'evento'}.ics`;
}
