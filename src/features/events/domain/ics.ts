/**
 * iCalendar files (RFC 5545) with Madrid local times and their VTIMEZONE: one event (or one date
 * of a series), or a whole series as one repeating event. Written by the calendar feed's writer
 * (supabase/functions/_shared/ics_text.ts).
 */
import { slugify } from '@/lib/text';
import { eventCalendarSpan, eventLocationText, occurrenceOn, type CalendarSpan } from './calendar-span';
import { calendarText, dateStamp } from '../../../../supabase/functions/_shared/ics_text.ts';
import { htmlToText } from './strip-html';
import type { EventItem } from './types';

function uidHost(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname || 'agenda-norte';
  } catch {
    return 'agenda-norte';
  }
}

/** The calendar around one event: its dates (`span`) and, for a whole series, its rule. */
function eventCalendar(
  e: EventItem,
  pageUrl: string,
  now: Date,
  uid: string,
  span: CalendarSpan,
  series?: EventItem['series'],
): string {
  return calendarText([
    {
      uid: `${uid}@${uidHost(pageUrl)}`,
      stamp: now,
      span,
      rule: series?.rule,
      exdates: series?.exdates,
      summary: e.title,
      location: eventLocationText(e),
      description: [htmlToText(e.description), pageUrl].filter((p) => p !== '').join('\n\n'),
      url: pageUrl,
    },
  ]);
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
  return eventCalendar(e, pageUrl, now, uid, span);
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
  return eventCalendar(occurrenceOn(e, e.series.firstDate), pageUrl, now, e.id, span, e.series);
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
