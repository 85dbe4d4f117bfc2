/** Every filter group is AND-ed with the others; within a group any selected value matches. */
import type { City } from '@/config/types';
import type { EventItem } from '@/features/events';
import { createDateRangeMatcher } from './date-filter';
import { createPlaceMatcher } from './places';
import { compileQuery, matchesFieldFuzzy, matchesNormalized } from './search';
import type { EventMatcher, SearchIndex } from './search-index';
import { searchableText } from './search-text';
import { createHorarioMatcher, hasHorario } from './time-of-day';
import type { Filters } from './types';

export interface FilterContext {
  city: City;
  /** Towns of the city's province, for the 'otros-{cityId}' place. */
  provinceTowns: readonly string[];
  /** When given (built over the same event objects), search is answered by the index. */
  searchIndex?: Pick<SearchIndex, 'matcher'>;
}

/**
 * The events that pass every filter, in their original order. Only the filters in use are tested,
 * cheap ones first and the fuzzy text ones last. Rules that need a word:
 * - maximum price (priceRange[1]) applies only to events with a numeric price: free events and
 *   events without a known price pass; the lower bound is not a filter;
 * - language 'eu' keeps events whose languages include Basque; 'es' those that include Spanish, and
 *   those with no language recorded (an event sent without one is, in practice, in Spanish);
 * - artist and venue: the search's fuzzy rule on that one field.
 */
export function applyFilters(
  events: readonly EventItem[],
  filters: Filters,
  ctx: FilterContext,
): EventItem[] {
  const tests: EventMatcher[] = [];
  if (filters.isFreeOnly) tests.push((event) => event.isFree);
  const max = filters.priceRange[1];
  if (max !== null) {
    tests.push(
      (event) => event.isFree || event.price === null || !Number.isFinite(event.price) || event.price <= max,
    );
  }
  const categories = new Set(filters.categories);
  if (categories.size > 0) {
    tests.push(
      (event) =>
        event.categoryId.some((id) => categories.has(id)) ||
        event.subcategory.some((id) => categories.has(id)),
    );
  }
  const idioma = filters.idioma;
  if (idioma !== null) {
    tests.push(
      (event) => event.language.includes(idioma) || (idioma === 'es' && event.language.length === 0),
    );
  }
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
  return events.filter((event) => tests.every((test) => test(event)));
}
