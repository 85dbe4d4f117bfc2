/** schema.org Event data for Google's event rich results; a series is one Event per date, as Google asks. */
import { provincesOfTown } from '@/config/provinces';
import { safeHref } from '@/lib/safe-href';
import { occurrenceOn, upcomingDates } from './series';
import { eventEndInstant, eventStartInstant, formatTime, parseEventDate } from './dates';
import {
  madridParts,
  offsetText,
  pad2,
  partsDay,
} from '../../../../supabase/functions/_shared/madrid_time.ts';
import { htmlToText } from './strip-html';
import type { EventItem } from './types';

export interface EventJsonLdContext {
  /** Absolute URLs of the page and of the picture. */
  pageUrl: string;
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
  const instant = formatTime(e.startTime) ? eventStartInstant(e) : null;
  return instant ? madridIsoWithOffset(instant) : parseEventDate(e.startDate);
}

/** Only what is known: an end time gives a date-time, an end date a date; an all-day event its one day. */
function endDateValue(e: EventItem): string | null {
  const instant = formatTime(e.endTime) && formatTime(e.startTime) ? eventEndInstant(e) : null;
  if (instant) return madridIsoWithOffset(instant);
  return parseEventDate(e.endDate) ?? (formatTime(e.startTime) ? null : parseEventDate(e.startDate));
}

/** The organizer, with the origin of the information link (as a rule, the organizer's own site). */
function organizer(e: EventItem): JsonLd | null {
  if (!nonEmpty(e.organizer)) return null;
  const link = /^https?:\/\/[^\s/]+/i.test(e.infoUrl.trim()) ? safeHref(e.infoUrl) : null;
  const url = link ? `${new URL(link).origin}/` : undefined;
  return compact({ '@type': 'Organization', name: e.organizer.trim(), url });
}

const nonEmpty = (value: string) => value.trim() !== '';

function compact(obj: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** The town's own province (a Laguardia event on the Logroño site is in Álava), else the site's. */
function regionOf(town: string, siteProvince: string): string {
  const provinces = provincesOfTown(town);
  return provinces.includes(siteProvince) ? siteProvince : (provinces[0] ?? siteProvince);
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

/** Price (0 when free), the ticket link (else the page), valid from when the event was published here. */
function offers(e: EventItem, pageUrl: string): JsonLd | null {
  const price = e.isFree ? 0 : e.price;
  const ticket = e.ticketUrl.trim();
  if (price === null && ticket === '') return null;
  return compact({
    '@type': 'Offer',
    price: price ?? undefined,
    priceCurrency: 'EUR',
    availability: `${SCHEMA}/InStock`,
    url: /^https?:\/\//i.test(ticket) ? ticket : pageUrl,
    validFrom: e.createdAt ? madridIsoWithOffset(new Date(e.createdAt)) : undefined,
  });
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
    eventStatus: `${SCHEMA}/${e.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: location(e, ctx.province),
    description,
    image: [ctx.imageUrl],
    url: ctx.pageUrl,
    offers: offers(e, ctx.pageUrl),
    organizer: organizer(e),
    performer: nonEmpty(e.artist) ? { '@type': 'PerformingGroup', name: e.artist.trim() } : null,
    // The event's own language(s) when recorded ('eu' for a show in Basque), as ISO 639-1 codes.
    inLanguage: e.language.length > 1 ? e.language : e.language[0],
  });
}

/** Upcoming dates of a series described: the next ones, not a year of copies for a daily series. */
export const SERIES_JSON_LD_DATES = 10;

/** The page's Events: a single event's, or one per upcoming date of a series (else its last date). */
export function buildEventsJsonLd(e: EventItem, ctx: EventJsonLdContext, today: string): JsonLd[] {
  const upcoming = upcomingDates(e, today).slice(0, SERIES_JSON_LD_DATES);
  const days = upcoming.length > 0 ? upcoming : (e.series?.dates.slice(-1) ?? []);
  const events = e.series ? days.map((day) => occurrenceOn(e, day)) : [e];
  return events.map((one) => buildEventJsonLd(one, ctx)).filter((ld): ld is JsonLd => ld !== null);
}
