/**
 * schema.org Event structured data for the event page, shaped for Google's event rich results:
 * name, startDate (Madrid offset), location with a postal address, plus the recommended fields
 * (endDate, eventStatus, eventAttendanceMode, description, image, offers, organizer, performer).
 * A series is described as Google asks for one: a separate Event per date.
 */
import { provincesOfTown } from '@/config/provinces';
import { occurrenceOn } from './calendar-span';
import { eventEndInstant, eventStartInstant, formatTime, parseEventDate } from './dates';
import {
  madridParts,
  offsetText,
  pad2,
  partsDay,
} from '../../../../supabase/functions/_shared/madrid_time.ts';
import { upcomingDates } from './series';
import { htmlToText } from './strip-html';
import type { EventItem } from './types';

export interface EventJsonLdContext {
  /** Absolute URL of the event page (canonical). */
  pageUrl: string;
  /** Absolute URL of the event's picture. */
  imageUrl: string;
  /** Province of the city whose site shows the event, e.g. 'Vizcaya'. */
  province: string;
}

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** '2026-11-28T20:00:00+01:00': the Madrid wall-clock time with the offset of that day. */
export function madridIsoWithOffset(instant: Date): string {
  const p = madridParts(instant);
  return `${partsDay(p)}T${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}${offsetText(p.offsetMinutes)}`;
}

function startDateValue(e: EventItem): string | null {
  const day = parseEventDate(e.startDate);
  if (!day) return null;
  const instant = formatTime(e.startTime) ? eventStartInstant(e) : null;
  return instant ? madridIsoWithOffset(instant) : day;
}

/**
 * Only what is known: an end time gives a date-time, an end date alone a date; an all-day event
 * (no start time) without an end date ends on its one day. A timed event with no end → omitted.
 */
function endDateValue(e: EventItem): string | null {
  const endDay = parseEventDate(e.endDate);
  if (formatTime(e.endTime) && formatTime(e.startTime)) {
    const instant = eventEndInstant(e);
    if (instant) return madridIsoWithOffset(instant);
  }
  if (!endDay && !formatTime(e.startTime)) return parseEventDate(e.startDate);
  return endDay;
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value.trim());

/** A timestamp as Madrid time with its offset; null when unusable. */
function madridTimestamp(value: string | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : madridIsoWithOffset(new Date(ms));
}

/**
 * The organizer, with a URL when the event's information link is a web page: the site that
 * publishes the event's details is, as a rule, the organizer's (or the venue's) own site.
 */
function organizer(e: EventItem): JsonLd | null {
  if (!nonEmpty(e.organizer)) return null;
  let url: string | undefined;
  if (isHttpUrl(e.infoUrl)) {
    try {
      url = `${new URL(e.infoUrl.trim()).origin}/`;
    } catch {
      url = undefined;
    }
  }
  return compact({ '@type': 'Organization', name: e.organizer.trim(), url });
}

const nonEmpty = (value: string) => value.trim() !== '';

function compact(obj: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v === ''),
    ),
  );
}

/**
 * The town's own province when it is known (a Laguardia event on the Logroño site is in Álava);
 * for border towns in two provinces, the site's province when it is one of them.
 */
function regionOf(town: string, siteProvince: string): string {
  const provinces = provincesOfTown(town);
  if (provinces.length === 0 || provinces.includes(siteProvince)) return siteProvince;
  return provinces[0] ?? siteProvince;
}

function location(e: EventItem, province: string): JsonLd {
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: e.address.trim(),
    addressLocality: e.town.trim(),
    addressRegion: regionOf(e.town, province.trim()),
    addressCountry: 'ES',
  });
  const name = [e.venue, e.address, e.neighborhood, e.town].find(nonEmpty)?.trim() ?? '';
  return compact({ '@type': 'Place', name, address });
}

/**
 * The offer: price (0 when free), EUR, in stock, the ticket link (else the event page) and, as
 * validFrom, when the event was published here (the offer is known to be valid since then).
 */
function offers(e: EventItem, pageUrl: string): JsonLd | null {
  const free = e.isFree || e.price === 0;
  const price = free ? 0 : e.price;
  const ticket = e.ticketUrl.trim();
  // With no known price and no ticket link there is no offer to describe.
  if (price === null && ticket === '') return null;
  return compact({
    '@type': 'Offer',
    price: price ?? undefined,
    priceCurrency: 'EUR',
    availability: `${SCHEMA}/InStock`,
    url: /^https?:\/\//i.test(ticket) ? ticket : pageUrl,
    validFrom: madridTimestamp(e.createdAt) ?? undefined,
  });
}

/**
 * EventCancelled for a cancelled event (the page stays up until its date, marked 'Cancelado'), so
 * search results say it is off instead of sending people to it; every other event is scheduled.
 */
function eventStatus(e: EventItem): string {
  return `${SCHEMA}/${e.cancelled ? 'EventCancelled' : 'EventScheduled'}`;
}

/** The JSON-LD object, or null when the event has no usable start date (Google requires one). */
export function buildEventJsonLd(e: EventItem, ctx: EventJsonLdContext): JsonLd | null {
  const startDate = startDateValue(e);
  if (!startDate) return null;
  const description = htmlToText(e.description);
  return compact({
    '@context': SCHEMA,
    '@type': 'Event',
    name: e.title,
    startDate,
    endDate: endDateValue(e),
    eventStatus: eventStatus(e),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: location(e, ctx.province),
    description,
    image: [ctx.imageUrl],
    url: ctx.pageUrl,
    offers: offers(e, ctx.pageUrl),
    organizer: organizer(e),
    performer: nonEmpty(e.artist) ? { '@type': 'PerformingGroup', name: e.artist.trim() } : null,
  });
}

/**
 * Own constant: how many upcoming dates of a series are described. Enough for the search results
 * to show the next dates, without a page of a daily series carrying a year of copies.
 */
export const SERIES_JSON_LD_DATES = 10;

/**
 * The page's Event objects: a single event's one (none without a usable start date), or for a
 * series one per upcoming date on or after `today` (the first SERIES_JSON_LD_DATES), each at its
 * own date with everything else shared. A series whose dates have all passed is described at its
 * last date, as a past single event is.
 */
export function buildEventsJsonLd(e: EventItem, ctx: EventJsonLdContext, today: string): JsonLd[] {
  if (!e.series) {
    const ld = buildEventJsonLd(e, ctx);
    return ld ? [ld] : [];
  }
  const upcoming = upcomingDates(e, today).slice(0, SERIES_JSON_LD_DATES);
  const days = upcoming.length > 0 ? upcoming : e.series.dates.slice(-1);
  return days
    .map((day) => buildEventJsonLd(occurrenceOn(e, day), ctx))
    .filter((ld): ld is JsonLd => ld !== null);
}
