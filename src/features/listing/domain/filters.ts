/**
 * The filter panel's rules as pure predicates, and applyFilters, which runs them all.
 * Every group is AND-ed with the others; within a group (categories, places, time slots) any
 * selected value matches.
 */
import type { City } from '@/config/types';
import type { EventItem } from '@/features/events';
import { createDateRangeMatcher } from './date-filter';
import { createPlaceMatcher } from './places';
import { compileQuery, matchesFieldFuzzy, matchesNormalized } from './search';
import type { EventMatcher, SearchIndex } from './search-index';
import { searchableText } from './search-text';
import { createHorarioMatcher, hasHorario } from './time-of-day';
import type { Filters, Idioma } from './types';

export interface FilterContext {
  city: City;
  /** Towns of the city's province, for the 'otros-{cityId}' place. */
  provinceTowns: readonly string[];
  /** When given (built over the same event objects), search is answered by the index. */
  searchIndex?: SearchIndex;
}

/** Any of the event's categories or subcategories is selected; no selection matches all. */
export function matchesCategories(event: EventItem, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const chosen = new Set(selected);
  return event.categoryId.some((id) => chosen.has(id)) || event.subcategory.some((id) => chosen.has(id));
}

export function matchesFreeOnly(event: EventItem, isFreeOnly: boolean): boolean {
  return !isFreeOnly || event.isFree;
}

/**
 * Maximum price (priceRange[1]; null = no bound). It applies only to events with a numeric price;
 * free events and events without a known price pass. The lower bound is not a filter: the
 * description defines only a maximum (the listing's range starts at 0).
 */
export function matchesMaxPrice(event: EventItem, max: number | null): boolean {
  if (max === null || event.isFree || event.price === null || !Number.isFinite(event.price)) return true;
  return event.price <= max;
}

/**
 * Language: 'eu' keeps events whose languages include Basque (alone or with Spanish); 'es' keeps
 * those that include Spanish, and events with no language recorded, since an event sent to the site
 * without one is, in practice, in Spanish. No choice matches all.
 */
export function matchesIdioma(event: EventItem, idioma: Idioma | null): boolean {
  if (idioma === null) return true;
  if (idioma === 'es' && event.language.length === 0) return true;
  return event.language.includes(idioma);
}

/** Artist filter: fuzzy, same rule as the search, on the artist field only. */
export function matchesArtist(event: EventItem, artist: string): boolean {
  return matchesFieldFuzzy(event.artist, compileQuery(artist));
}

/** Venue filter: fuzzy, same rule as the search, on the venue field only. */
export function matchesVenue(event: EventItem, venue: string): boolean {
  return matchesFieldFuzzy(event.venue, compileQuery(venue));
}

/**
 * One predicate for the whole filter state. Everything that does not depend on the event (compiled
 * queries, category set, place slugs, date bounds, time slots, the index's answer for the search) is
 * prepared once here, and only the filters in use are tested: with the listing's 5,000 events and
 * one filter set, the others cost nothing per event.
 */
export function createEventFilter(filters: Filters, ctx: FilterContext): EventMatcher {
  // Each test gets filter's arguments: the index's search test uses the event's place in the list.
  const tests: EventMatcher[] = [];
  // Cheap tests first; the text tests (fuzzy) last.
  if (filters.isFreeOnly) tests.push((event) => matchesFreeOnly(event, true));
  const maxPrice = filters.priceRange[1];
  if (maxPrice !== null) tests.push((event) => matchesMaxPrice(event, maxPrice));
  const categories = new Set(filters.categories);
  if (categories.size > 0) {
    tests.push(
      (event) =>
        event.categoryId.some((id) => categories.has(id)) ||
        event.subcategory.some((id) => categories.has(id)),
    );
  }
  const idioma = filters.idioma;
  if (idioma !== null) tests.push((event) => matchesIdioma(event, idioma));
  if (filters.dateRange !== null) tests.push(createDateRangeMatcher(filters.dateRange));
  if (hasHorario(filters.horario)) tests.push(createHorarioMatcher(filters.horario));
  if (filters.townsAndNeighborhoods.length > 0) {
    tests.push(createPlaceMatcher(filters.townsAndNeighborhoods, ctx.city, ctx.provinceTowns));
  }
  const artist = compileQuery(filters.artist);
  if (artist.text !== '') tests.push((event) => matchesFieldFuzzy(event.artist, artist));
  const venue = compileQuery(filters.venue);
  if (venue.text !== '') tests.push((event) => matchesFieldFuzzy(event.venue, venue));
  const query = compileQuery(filters.search);
  if (query.text !== '') {
    tests.push(
      ctx.searchIndex
        ? ctx.searchIndex.matcher(filters.search)
        : (event) => matchesNormalized(searchableText(event), query),
    );
  }
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (event, at, list) => tests.every((test) => test(event, at, list));
}

/** The events that pass every filter, in their original order (a new array; input untouched). */
export function applyFilters(
  events: readonly EventItem[],
  filters: Filters,
  ctx: FilterContext,
): EventItem[] {
  return events.filter(createEventFilter(filters, ctx));
}
