/**
 * iCalendar (RFC 5545) text helpers, shared by the app's .ics downloads (src/features/events/domain/ics.ts)
 * and the calendar feed (ics.ts), so both write the same escaping, line folding and Europe/Madrid time
 * zone. Runtime-neutral: TextEncoder is in browsers and Deno alike.
 */
import { TIME_ZONE } from './dates.ts';

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
