/**
 * A multi-event iCalendar (RFC 5545) for the calendar feed, written by ics_text.ts (the writer the
 * app's .ics downloads use too) from the events' rows. A series is one VEVENT with its
 * rule and skipped days (RRULE, EXDATE), so a calendar shows every date and follows later
 * cancellations under the same UID. A cancelled event keeps its VEVENT with STATUS:CANCELLED. Its
 * texts are in the calendar's language (EVENT_WORDS: Spanish, or Basque with the event's Basque
 * texts where it has them). Pure.
 */
import {
  eventSpan,
  isCancelled,
  locationText,
  occurrenceOn,
  seriesDays,
  seriesExdates,
} from './event_text.ts';
import type { EventRow } from './event_text.ts';
import { EVENT_WORDS, feedTitleIn, type EventWords } from './event_words.ts';
import { calendarText, escapeIcsText, foldIcsLine, icsRule, type IcsEvent, VTIMEZONE } from './ics_text.ts';
import { calendarDay, TIME_ZONE } from './madrid_time.ts';

// The feed's tests take these from here.
export { escapeIcsText, foldIcsLine, icsRule, VTIMEZONE };

export const UID_DOMAIN = 'agendanorte.es';

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
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
 * One event of the feed; null when it has no usable start date. A series starts on its first day
 * (start_date, even when that day is skipped) and lasts, each time, as long as one of its dates.
 */
export function feedEvent(
  item: CalendarItem,
  fallbackStamp: Date,
  words: EventWords = EVENT_WORDS.es,
): IcsEvent | null {
  const e = item.event;
  const series = seriesDays(e);
  const first = calendarDay(e.start_date);
  const span = eventSpan(series && first ? occurrenceOn(e, first) : e);
  if (!span) return null;
  const updated = instant(e.updated_at) ?? instant(e.created_at);
  return {
    uid: `${e.id}@${UID_DOMAIN}`,
    stamp: updated ?? fallbackStamp,
    created: instant(e.created_at),
    lastModified: updated,
    span,
    rule: series ? (e.recurrence_rule ?? '') : null,
    exdates: series ? seriesExdates(e) : [],
    // A cancelled event stays in the feed until its date with STATUS:CANCELLED, so a subscribed
    // calendar marks the entry it already has (same UID) instead of silently keeping or dropping it;
    // the summary says it too, for clients that do not show the status.
    cancelled: isCancelled(e),
    summary: feedTitleIn(words, e),
    location: locationText(e),
    description: [
      `${words.labels.price}: ${words.price(e)}`,
      words.description(e),
      `${words.labels.more}: ${item.url}`,
    ]
      .filter((p) => p !== '')
      .join('\n\n'),
    categories: [...new Set([...(e.category_id ?? []), ...(e.subcategory ?? [])])].map(words.category),
    url: item.url,
    transparent: true,
  };
}

/**
 * The calendar: the X-WR-* names and refresh hints, the Madrid VTIMEZONE and one VEVENT per event
 * with a start date. `fallbackStamp` is the DTSTAMP of a row without created_at/updated_at (rows from
 * the database always have them, which keeps the body — and so its ETag — stable between requests).
 */
export function buildCalendar(
  info: CalendarInfo,
  items: readonly CalendarItem[],
  fallbackStamp: Date,
  words: EventWords = EVENT_WORDS.es,
): string {
  const events = items.flatMap((item) => feedEvent(item, fallbackStamp, words) ?? []);
  return calendarText(events, [
    `X-WR-CALNAME:${escapeIcsText(info.name)}`,
    `X-WR-CALDESC:${escapeIcsText(info.description)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]);
}
