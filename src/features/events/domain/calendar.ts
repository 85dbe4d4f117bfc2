/** The event page's links: calendar template, .ics files, WhatsApp share and the embedded map. */
import { MAP_ZOOM } from '@/config/constants';
import { slugify } from '@/lib/text';
import { eventSpan, locationText } from '../../../../supabase/functions/_shared/event_text.ts';
import { calendarText, dateStamp, utcStamp } from '../../../../supabase/functions/_shared/ics_text.ts';
import { formatTime } from './dates';
import { occurrenceOn } from './series';
import { htmlToText, truncate } from './strip-html';
import type { EventItem, EventSeries } from './types';

// The parts without blanks or repeats (sent events store the address as venue too).
export { joinUnique as joinPlace } from '../../../../supabase/functions/_shared/event_text.ts';

/** The description goes into a URL, and long query strings get cut or rejected. */
const CALENDAR_DETAILS_MAX_CHARS = 500;

/** The feeds' calendar span (timed, else all-day; 2 h without an end time); null without a start date. */
const eventCalendarSpan = (e: Pick<EventItem, 'startDate' | 'endDate' | 'startTime' | 'endTime'>) =>
  eventSpan({ start_date: e.startDate, end_date: e.endDate, start_time: e.startTime, end_time: e.endTime });

/**
 * Google Calendar template: title with time ('Concierto – 20:00') and the span in UTC, or all-day
 * dates with the end exclusive. Null without a usable start date. A series: the date it is set to.
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
  const location = locationText(e);
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function whatsappShareUrl(title: string, url: string): string {
  const text = [title.trim(), url.trim()].filter((p) => p !== '').join(' ');
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Google Maps embed searched by address and town; null when there is nothing to search. */
export function mapEmbedUrl(address: string, town: string): string | null {
  const query = [address.trim(), town.trim()].filter((p) => p !== '').join(', ');
  if (query === '') return null;
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${MAP_ZOOM}&output=embed`;
}

/** An iCalendar file of one event in Madrid times (a series with its rule); null without a start date. */
function eventCalendar(e: EventItem, pageUrl: string, now: Date, uid: string, series?: EventSeries) {
  const span = eventCalendarSpan(e);
  if (!span) return null;
  return calendarText([
    {
      uid: `${uid}@${new URL(pageUrl).hostname}`,
      stamp: now,
      span,
      rule: series?.rule,
      exdates: series?.exdates,
      summary: e.title,
      location: locationText(e),
      description: [htmlToText(e.description), pageUrl].filter((p) => p !== '').join('\n\n'),
      url: pageUrl,
    },
  ]);
}

/**
 * The .ics text, or null without a usable start date. For a series, the one date it is set to, with
 * a UID of its own: a calendar holding the whole series (or another date) keeps it.
 */
export function buildIcs(e: EventItem, pageUrl: string, now: Date): string | null {
  return eventCalendar(e, pageUrl, now, e.series ? `${e.id}-${dateStamp(e.startDate)}` : e.id);
}

/** The whole series as one event (null for a single one): DTSTART its first day, its RRULE and EXDATEs. */
export function buildSeriesIcs(e: EventItem, pageUrl: string, now: Date): string | null {
  if (!e.series) return null;
  return eventCalendar(occurrenceOn(e, e.series.firstDate), pageUrl, now, e.id, e.series);
}

const fileStem = (e: Pick<EventItem, 'title'>) => slugify(e.title) || 'evento';

/** 'concierto-de-jazz.ics'; one date of a series adds its day: 'pintxo-pote-2026-12-03.ics'. */
export function icsFileName(e: Pick<EventItem, 'title'> & Partial<Pick<EventItem, 'startDate' | 'series'>>) {
  return e.series && e.startDate ? `${fileStem(e)}-${e.startDate}.ics` : `${fileStem(e)}.ics`;
}

export function seriesIcsFileName(e: Pick<EventItem, 'title'>): string {
  return `${fileStem(e)}-todas-las-fechas.ics`;
}
