/** Links the event page builds: calendar template, .ics file, WhatsApp share and the embedded map. */
import { MAP_ZOOM } from '@/config/constants';
import { dateStamp, utcStamp } from '../../../../supabase/functions/_shared/ics_text.ts';
import { eventCalendarSpan, eventLocationText } from './calendar-span';
import { formatTime } from './dates';
import { htmlToText, truncate } from './strip-html';
import type { EventItem } from './types';

export { buildIcs, buildSeriesIcs, icsFileName, seriesIcsFileName } from './ics';
export { DEFAULT_EVENT_DURATION_MS, eventCalendarSpan, occurrenceOn } from './calendar-span';

const GOOGLE_CALENDAR_URL = 'https://calendar.google.com/calendar/render';
/**
 * Own constant: the description goes into a URL, and long query strings get cut or rejected,
 * so it is shortened; the page URL after it always stays whole.
 */
export const CALENDAR_DETAILS_MAX_CHARS = 500;

/**
 * Google Calendar template: title with time ('Concierto – 20:00'), start/end in UTC
 * (YYYYMMDDTHHMMSSZ). No end time → start + 2 h; no start time → all-day dates YYYYMMDD/YYYYMMDD
 * with the end exclusive (the day after the last). Null when the event has no usable start date.
 * A series is entered one date at a time: the date its startDate is set to (see occurrenceOn).
 */
export function googleCalendarUrl(e: EventItem, pageUrl: string): string | null {
  const span = eventCalendarSpan(e);
  if (!span) return null;
  const time = formatTime(e.startTime);
  const dates =
    span.kind === 'timed'
      ? `${utcStamp(span.start)}/${utcStamp(span.end)}`
      : `${dateStamp(span.startDay)}/${dateStamp(span.endExclusive)}`;
  const summary = truncate(htmlToText(e.description), CALENDAR_DETAILS_MAX_CHARS);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: time ? `${e.title} – ${time}` : e.title,
    dates,
    details: [summary, pageUrl].filter((p) => p !== '').join('\n\n'),
  });
  const location = eventLocationText(e);
  if (location) params.set('location', location);
  return `${GOOGLE_CALENDAR_URL}?${params.toString()}`;
}

/** WhatsApp share link with the title and the page URL. */
export function whatsappShareUrl(title: string, url: string): string {
  const text = [title.trim(), url.trim()].filter((p) => p !== '').join(' ');
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Google Maps embed searched by address and town at zoom 15; null when there is nothing to search. */
export function mapEmbedUrl(address: string, town: string): string | null {
  const query = [address.trim(), town.trim()].filter((p) => p !== '').join(', ');
  if (query === '') return null;
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${MAP_ZOOM}&output=embed`;
}
