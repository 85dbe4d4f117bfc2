/**
 * What a newsletter contains: the upcoming events of the reader's city during the days it covers that
 * match the chosen categories and places (all when none), featured first, at most 12. A series
 * counts once, when one of its dates falls in those days, and is placed at the first of them. Pure.
 *
 * Places are the names the preferences offer (Bilbao, Getxo, Barakaldo, Santurtzi, Portugalete,
 * Sestao, Durango, Erandio), matched on the event's town or neighbourhood, accents and case ignored.
 * Decision: those names are all in Bizkaia, so a chosen place that is not a town or place of the
 * reader's city is ignored; when no chosen place belongs to the city, the places do not filter (a
 * reader in Logroño who ticked 'Getxo' still gets Logroño's agenda rather than nothing, ever).
 */
import { CITY_LOCATIONS } from './cities.ts';
import { cityTownSet } from './city_towns.ts';
import { anyOf, categoryMatcher, placeNameMatcher } from './event_match.ts';
import { calendarDay, clockTime } from './madrid_time.ts';
import { isCancelled, lastDay, seriesDays, shownDay } from './event_text.ts';
import type { EventRow } from './event_text.ts';
import { slugify } from './site.ts';

export const NEWSLETTER_MAX_EVENTS = 12;
/**
 * Cancelled favourites told in one e-mail at most: a short block, and with the picks well within
 * newsletter_sends.event_ids' 100.
 */
export const NEWSLETTER_MAX_CANCELLED = 20;

export interface NewsletterPreferences {
  city_id: string;
  selected_categories: string[] | null;
  selected_locations: string[] | null;
}

/** The chosen places that belong to the city (its town set or its locations), deduplicated. */
export function placesInCity(places: readonly string[], cityId: string): string[] {
  const known = new Set([
    ...cityTownSet(cityId).map(slugify),
    ...(CITY_LOCATIONS[cityId] ?? []).flatMap(([id, name]) => [slugify(id), slugify(name)]),
  ]);
  const out: string[] = [];
  for (const place of places) {
    const key = slugify(place);
    if (key !== '' && known.has(key) && !out.some((p) => slugify(p) === key)) out.push(place.trim());
  }
  return out;
}

/**
 * True when the event runs on at least one day of [from, to]: started by `to` and not over before
 * `from`; for a series, one of its dates (not a skipped day between two of them) is in those days.
 */
export function runsDuring(e: EventRow, from: string, to: string): boolean {
  const dates = seriesDays(e);
  if (dates) return dates.some((d) => d >= from && d <= to);
  const start = calendarDay(e.start_date);
  const end = lastDay(e);
  return start !== null && end !== null && start <= to && end >= from;
}

/**
 * Featured (higher destacado) first, then by the first day it runs in the window (a series: its first
 * date on or after `from`), time, title.
 */
export function compareForNewsletter(from: string): (a: EventRow, b: EventRow) => number {
  const firstDay = (e: EventRow) => {
    const s = seriesDays(e)?.find((d) => d >= from) ?? calendarDay(e.start_date) ?? from;
    return s < from ? from : s;
  };
  return (a, b) =>
    (b.destacado ?? 0) - (a.destacado ?? 0) ||
    firstDay(a).localeCompare(firstDay(b)) ||
    (clockTime(a.start_time) ?? '99:99').localeCompare(clockTime(b.start_time) ?? '99:99') ||
    a.title.localeCompare(b.title, 'es') ||
    a.id.localeCompare(b.id);
}

/**
 * The events for one reader (events: the city's upcoming events, any order). A cancelled event is
 * never proposed as a plan: the listing and the feeds keep it, marked, but the e-mail is a list of
 * things to do (a reader who saved it hears of it through cancelledToTell instead).
 */
export function pickNewsletterEvents(
  events: readonly EventRow[],
  prefs: NewsletterPreferences,
  window: { from: string; to: string },
  max = NEWSLETTER_MAX_EVENTS,
): EventRow[] {
  const byCategory = categoryMatcher(prefs.selected_categories ?? []);
  const places = placesInCity(prefs.selected_locations ?? [], prefs.city_id);
  const byPlace = anyOf(places.map(placeNameMatcher).filter((p) => p !== null));
  return events
    .filter((e) => !isCancelled(e) && runsDuring(e, window.from, window.to))
    .filter((e) => (byCategory ? byCategory(e) : true) && byPlace(e))
    .sort(compareForNewsletter(window.from))
    .slice(0, max);
}

/**
 * The cancelled favourites to tell a reader about, from the reader's saved events that are
 * cancelled and changed since their previous newsletter (the query applies that rule, see
 * send-newsletter): those still ahead (last day today or later), by the day each is shown at, then
 * title, at most NEWSLETTER_MAX_CANCELLED. Categories and places do not apply: the reader chose
 * these events one by one.
 */
export function cancelledToTell(
  favourites: readonly EventRow[],
  today: string,
  max = NEWSLETTER_MAX_CANCELLED,
): EventRow[] {
  const day = (e: EventRow) => shownDay(e, today) ?? '9999-12-31';
  return favourites
    .filter((e) => isCancelled(e) && (lastDay(e) ?? '') >= today)
    .sort(
      (a, b) =>
        day(a).localeCompare(day(b)) || a.title.localeCompare(b.title, 'es') || a.id.localeCompare(b.id),
    )
    .slice(0, max);
}
