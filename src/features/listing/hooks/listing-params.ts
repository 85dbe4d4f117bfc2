/**
 * Query parameters of the listing, both ways. Every filter has one, so a reload, the back button or a
 * shared link shows the same listing:
 * - tag: free-text search (e.g. from a tag chip); search: site search (the WebSite SearchAction target);
 * - categoria: categories, comma-separated (a parent alone brings its subcategories, as choosing it in
 *   the panel does);
 * - ubicacion: places, comma-separated; hyphens become spaces and words are capitalised
 *   ('casco-viejo' → 'Casco Viejo'), then each is matched to one of the city's locations by
 *   normalised name or id (a town alone brings its neighbourhoods, as its chip in the panel does);
 * - desde, hasta: the date range, yyyy-MM-dd (one of them alone is a one-day range);
 * - horario: time slots, comma-separated: manana, tarde, noche;
 * - precio_max: maximum price in euros; gratis=1: free events only;
 * - artista, lugar: the artist and venue filters;
 * - idioma: the events' language, 'eu' or 'es'.
 * Values that cannot be read (an unknown category, a bad date or price) are ignored, so a mangled
 * link still opens the listing. Pure: no React, no router.
 */
import { getCategory, getChildCategories, TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { otherPlacesId } from '@/config/locations';
import type { City } from '@/config/types';
import { parseEventDate } from '@/features/events';
import { hasMaxPrice } from '@/features/listing/domain/active';
import { clearFilters, setDateRange, setFreeOnly, setMaxPrice } from '@/features/listing/domain/toggles';
import type { Filters, Horario, Idioma } from '@/features/listing/domain/types';
import { normalizeText, slugify } from '@/lib/text';
import { placeGroup } from '../components/place-group';

export const PARAM_TAG = 'tag';
export const PARAM_CATEGORY = 'categoria';
export const PARAM_PLACE = 'ubicacion';
export const PARAM_SEARCH = 'search';
export const PARAM_IDIOMA = 'idioma';
export const PARAM_FROM = 'desde';
export const PARAM_TO = 'hasta';
export const PARAM_HORARIO = 'horario';
export const PARAM_MAX_PRICE = 'precio_max';
export const PARAM_FREE = 'gratis';
export const PARAM_ARTIST = 'artista';
export const PARAM_VENUE = 'lugar';
const LISTING_PARAMS = [
  PARAM_TAG,
  PARAM_CATEGORY,
  PARAM_PLACE,
  PARAM_SEARCH,
  PARAM_IDIOMA,
  PARAM_FROM,
  PARAM_TO,
  PARAM_HORARIO,
  PARAM_MAX_PRICE,
  PARAM_FREE,
  PARAM_ARTIST,
  PARAM_VENUE,
] as const;

/** Separator of the values of a list parameter (categoria, ubicacion, horario). */
const LIST_SEPARATOR = ',';
const HORARIO_SLOTS: ReadonlyArray<keyof Horario> = ['manana', 'tarde', 'noche'];
const FREE_ON = new Set(['1', 'true', 'si']);
const FREE_OFF = new Set(['0', 'false', 'no']);

export const childCategoryIds = (id: string): string[] => getChildCategories(id).map((child) => child.id);

/** 'casco-viejo' → 'Casco Viejo'. */
export function placeNameFromParam(value: string): string {
  return value
    .replace(/-/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1))
    .join(' ');
}

/**
 * The place-filter value for an `ubicacion` parameter: the id of the city's location whose name or id
 * matches (accents and case ignored), 'otros-{cityId}' for that value, else the slug of the place
 * name (the place filter compares slugs of town and neighbourhood, so an unlisted town still works).
 */
export function resolvePlaceParam(value: string, city: City): string | null {
  const name = placeNameFromParam(value);
  if (name === '') return null;
  if (slugify(value) === slugify(otherPlacesId(city.id))) return otherPlacesId(city.id);
  const wanted = normalizeText(name);
  const wantedSlug = slugify(name);
  const location =
    city.locations.find((candidate) => normalizeText(candidate.name) === wanted) ??
    city.locations.find((candidate) => slugify(candidate.id) === wantedSlug);
  return location?.id ?? wantedSlug;
}

/** A category id from a `categoria` value ('musica', 'Música'); null when unknown. */
export function resolveCategoryParam(value: string): string | null {
  const trimmed = value.trim();
  if (getCategory(trimmed)) return trimmed;
  const wanted = normalizeText(trimmed);
  const byName = TOP_LEVEL_CATEGORIES.find((category) => normalizeText(category.name) === wanted);
  return byName?.id ?? (getCategory(wanted) ? wanted : null);
}

/** The language an `idioma` value asks for ('eu', 'ES '); null for anything else. */
export function resolveIdiomaParam(value: string): Idioma | null {
  const code = value.trim().toLowerCase();
  return code === 'eu' || code === 'es' ? code : null;
}

/** A copy of a filter state that shares no array or object with it (safe to keep in React state). */
export function copyFilters(filters: Readonly<Filters>): Filters {
  return {
    ...filters,
    categories: [...filters.categories],
    townsAndNeighborhoods: [...filters.townsAndNeighborhoods],
    priceRange: [filters.priceRange[0], filters.priceRange[1]],
    horario: { ...filters.horario },
    dateRange: filters.dateRange ? { ...filters.dateRange } : null,
  };
}

/** The values of a list parameter, trimmed, empty ones dropped, each once. */
function listOf(value: string | null): string[] {
  const values = (value ?? '').split(LIST_SEPARATOR).map((item) => item.trim());
  return [...new Set(values.filter((item) => item !== ''))];
}

/** `selected` with the missing ids of `group` added after it (no duplicates). */
function withAll(selected: readonly string[], group: readonly string[]): string[] {
  const current = new Set(selected);
  return [...selected, ...group.filter((id) => !current.has(id))];
}

/**
 * Groups back from a list parameter: a parent listed alone stands for its whole group (what its
 * chip selects); listed with some of its members, for itself only (the visitor had unticked others).
 */
function expandGroups(ids: readonly string[], groupOf: (id: string) => readonly string[]): string[] {
  const listed = new Set(ids);
  let selected: string[] = [];
  for (const id of ids) {
    const group = groupOf(id);
    const membersListed = group.some((member) => member !== id && listed.has(member));
    selected = withAll(selected, membersListed ? [id] : group);
  }
  return selected;
}

/**
 * A list parameter's value for a selection: each complete group by its parent alone, every other id
 * as itself (the reverse of expandGroups); null for an empty selection.
 */
function compressGroups(
  selected: readonly string[],
  groupOf: (id: string) => readonly string[],
): string | null {
  const chosen = new Set(selected);
  const covered = new Set<string>();
  const parents = new Set<string>();
  for (const id of chosen) {
    const group = groupOf(id);
    if (group.length > 1 && group.every((member) => chosen.has(member))) {
      parents.add(id);
      group.forEach((member) => member !== id && covered.add(member));
    }
  }
  const tokens = [...chosen].filter((id) => parents.has(id) || !covered.has(id));
  return tokens.length > 0 ? tokens.join(LIST_SEPARATOR) : null;
}

const categoryGroupOf = (id: string) => [id, ...childCategoryIds(id)];

/** Categories from a `categoria` value: 'musica', 'Música', 'musica,cine'; unknown ones are ignored. */
export function categoriesFromParam(value: string | null): string[] {
  const ids = listOf(value)
    .map(resolveCategoryParam)
    .filter((id): id is string => id !== null);
  return expandGroups([...new Set(ids)], categoryGroupOf);
}

/** Places from an `ubicacion` value: 'casco-viejo', 'getxo,abando'. */
export function placesFromParam(value: string | null, city: City): string[] {
  const ids = listOf(value)
    .map((item) => resolvePlaceParam(item, city))
    .filter((id): id is string => id !== null);
  return expandGroups([...new Set(ids)], (id) => placeGroupOf(id, city));
}

function placeGroupOf(id: string, city: City): string[] {
  const location = city.locations.find((candidate) => candidate.id === id);
  return location && !location.parentId ? placeGroup(location, city) : [id];
}

/** Time slots from a `horario` value ('manana,noche'; 'mañana' too); unknown slots are ignored. */
export function horarioFromParam(value: string | null): Horario | null {
  const slots = new Set(listOf(value).map(normalizeText));
  const chosen = HORARIO_SLOTS.filter((slot) => slots.has(slot));
  if (chosen.length === 0) return null;
  return { manana: slots.has('manana'), tarde: slots.has('tarde'), noche: slots.has('noche') };
}

/** A `precio_max` value in euros (a number, 0 or more); null when it is not one. */
export function maxPriceFromParam(value: string | null): number | null {
  const text = (value ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const price = Number(text);
  return Number.isFinite(price) ? price : null;
}

/** `gratis`: '1' (or 'true', 'si') on, '0' (or 'false', 'no') off; null for anything else. */
export function freeOnlyFromParam(value: string | null): boolean | null {
  const word = normalizeText((value ?? '').trim());
  if (FREE_ON.has(word)) return true;
  return FREE_OFF.has(word) ? false : null;
}

/**
 * The filters the URL asks for. Everything else comes from `base` (a landing page's preset; empty by
 * default): a parameter replaces only its own group, so /musica?tag=x keeps the music preset.
 */
export function filtersFromParams(params: URLSearchParams, city: City, base?: Readonly<Filters>): Filters {
  let filters = base ? copyFilters(base) : clearFilters();
  const search = params.get(PARAM_SEARCH) ?? params.get(PARAM_TAG);
  if (search !== null) filters.search = search.trim();
  const categories = categoriesFromParam(params.get(PARAM_CATEGORY));
  if (categories.length > 0) filters.categories = categories;
  const places = placesFromParam(params.get(PARAM_PLACE), city);
  if (places.length > 0) filters.townsAndNeighborhoods = places;
  const from = parseDayParam(params.get(PARAM_FROM));
  const to = parseDayParam(params.get(PARAM_TO));
  if (from !== null || to !== null) filters = setDateRange(filters, from, to);
  const horario = horarioFromParam(params.get(PARAM_HORARIO));
  if (horario) filters.horario = horario;
  const maxPrice = maxPriceFromParam(params.get(PARAM_MAX_PRICE));
  if (maxPrice !== null) filters = setMaxPrice(filters, maxPrice);
  // After the price: free-only clears it, as switching it on in the panel does.
  const freeOnly = freeOnlyFromParam(params.get(PARAM_FREE));
  if (freeOnly !== null) filters = setFreeOnly(filters, freeOnly);
  const artist = params.get(PARAM_ARTIST);
  if (artist !== null) filters.artist = artist.trim();
  const venue = params.get(PARAM_VENUE);
  if (venue !== null) filters.venue = venue.trim();
  const idioma = resolveIdiomaParam(params.get(PARAM_IDIOMA) ?? '');
  if (idioma) filters.idioma = idioma;
  return filters;
}

/** A yyyy-MM-dd day that exists; null for anything else (a timestamp or a 31 February). */
function parseDayParam(value: string | null): string | null {
  const day = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseEventDate(day) : null;
}

/** A stable key of the listing's parameters, to notice when the URL asks for something else. */
export function listingParamsKey(params: URLSearchParams): string {
  return LISTING_PARAMS.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
}

/** The `categoria` value for a selection: complete groups by their parent; null when none. */
export function categoryParamOf(categories: readonly string[]): string | null {
  return compressGroups(categories, categoryGroupOf);
}

/** The `ubicacion` value for a selection: a town with all its neighbourhoods by the town; null when none. */
export function placeParamOf(places: readonly string[], city: City): string | null {
  return compressGroups(places, (id) => placeGroupOf(id, city));
}

/** The `horario` value: the chosen slots in the day's order ('manana,noche'); null when none. */
export function horarioParamOf(horario: Horario): string | null {
  const chosen = HORARIO_SLOTS.filter((slot) => horario[slot]);
  return chosen.length > 0 ? chosen.join(LIST_SEPARATOR) : null;
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null) {
  if (value) params.set(name, value);
  else params.delete(name);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The URL parameters after a filter change: only the groups that changed are written, so
 * parameters the listing does not know (utm_…) stay. A new search goes to `search` (and drops `tag`,
 * which it replaces); a filter back to its empty value removes its parameter.
 */
export function paramsAfterChange(
  current: URLSearchParams,
  before: Filters,
  after: Filters,
  city: City,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (before.search !== after.search) {
    next.delete(PARAM_TAG);
    setOrDelete(next, PARAM_SEARCH, after.search.trim() || null);
  }
  if (!sameList(before.categories, after.categories)) {
    setOrDelete(next, PARAM_CATEGORY, categoryParamOf(after.categories));
  }
  if (!sameList(before.townsAndNeighborhoods, after.townsAndNeighborhoods)) {
    setOrDelete(next, PARAM_PLACE, placeParamOf(after.townsAndNeighborhoods, city));
  }
  if (before.dateRange?.from !== after.dateRange?.from || before.dateRange?.to !== after.dateRange?.to) {
    setOrDelete(next, PARAM_FROM, after.dateRange ? parseDayParam(after.dateRange.from) : null);
    setOrDelete(next, PARAM_TO, after.dateRange ? parseDayParam(after.dateRange.to) : null);
  }
  if (horarioParamOf(before.horario) !== horarioParamOf(after.horario)) {
    setOrDelete(next, PARAM_HORARIO, horarioParamOf(after.horario));
  }
  if (before.priceRange[1] !== after.priceRange[1]) {
    setOrDelete(next, PARAM_MAX_PRICE, hasMaxPrice(after) ? String(after.priceRange[1]) : null);
  }
  if (before.isFreeOnly !== after.isFreeOnly) setOrDelete(next, PARAM_FREE, after.isFreeOnly ? '1' : null);
  if (before.artist !== after.artist) setOrDelete(next, PARAM_ARTIST, after.artist.trim() || null);
  if (before.venue !== after.venue) setOrDelete(next, PARAM_VENUE, after.venue.trim() || null);
  if (before.idioma !== after.idioma) setOrDelete(next, PARAM_IDIOMA, after.idioma);
  return next;
}

/**
 * The query string of the parameters, with the list separator left as a plain comma
 * ('horario=manana,noche' rather than 'manana%2Cnoche'): a comma is allowed in a query and keeps a
 * shared link readable.
 */
export function queryStringOf(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, LIST_SEPARATOR);
}
