/**
 * Query parameters of the listing, both ways, so a reload, the back button or a shared link shows the
 * same listing. Lists (categoria, ubicacion, horario) are comma-separated; a parent alone (a category,
 * a town) brings its whole group, as its chip does. Places are matched to the city's locations by
 * normalised name or id ('casco-viejo' → 'Casco Viejo'); days are yyyy-MM-dd (one alone is a one-day
 * range); gratis=1 is free only; idioma is 'eu' or 'es'. Values that cannot be read are ignored, so a
 * mangled link still opens the listing. Pure: no React, no router.
 */
import { getCategory, getChildCategories, TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { otherPlacesId } from '@/config/locations';
import type { City } from '@/config/types';
import { parseEventDate } from '@/features/events';
import { HORARIO_LABELS, hasMaxPrice, placeNameFromParam } from '@/features/listing/domain/active';
import {
  clearFilters,
  placeGroup,
  setDateRange,
  setFreeOnly,
  setMaxPrice,
} from '@/features/listing/domain/toggles';
import type { Filters, Horario, Idioma } from '@/features/listing/domain/types';
import { normalizeText, slugify } from '@/lib/text';

/** tag: free text (a tag chip); search: the site search (the WebSite SearchAction target). */
const PARAM = {
  tag: 'tag',
  category: 'categoria',
  place: 'ubicacion',
  search: 'search',
  idioma: 'idioma',
  from: 'desde',
  to: 'hasta',
  horario: 'horario',
  maxPrice: 'precio_max',
  free: 'gratis',
  artist: 'artista',
  venue: 'lugar',
} as const;
export const PARAM_SEARCH = PARAM.search;

const LIST_SEPARATOR = ',';
const HORARIO_SLOTS = Object.keys(HORARIO_LABELS) as Array<keyof Horario>;
const FREE_ON = new Set(['1', 'true', 'si']);
const FREE_OFF = new Set(['0', 'false', 'no']);

export const childCategoryIds = (id: string): string[] => getChildCategories(id).map((child) => child.id);

/** The city's location whose name or id matches, 'otros-{cityId}', else the slug (an unlisted town). */
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

/** The values of a list parameter, trimmed, empty ones dropped, each once. */
function listOf(value: string | null): string[] {
  const values = (value ?? '').split(LIST_SEPARATOR).map((item) => item.trim());
  return [...new Set(values.filter((item) => item !== ''))];
}

/** A parent listed alone stands for its whole group; listed with some members, for itself only. */
function expandGroups(ids: readonly string[], groupOf: (id: string) => readonly string[]): string[] {
  const listed = new Set(ids);
  const selected = ids.flatMap((id) => {
    const group = groupOf(id);
    return group.some((member) => member !== id && listed.has(member)) ? [id] : group;
  });
  return [...new Set(selected)];
}

/** A list's value for a selection: each complete group by its parent alone; null when empty. */
function compressGroups(selected: readonly string[], groupOf: (id: string) => readonly string[]) {
  const chosen = new Set(selected);
  const covered = new Set<string>();
  for (const id of chosen) {
    const group = groupOf(id);
    if (group.length > 1 && group.every((member) => chosen.has(member))) {
      group.forEach((member) => member !== id && covered.add(member));
    }
  }
  const tokens = [...chosen].filter((id) => !covered.has(id));
  return tokens.length > 0 ? tokens.join(LIST_SEPARATOR) : null;
}

const categoryGroupOf = (id: string) => [id, ...childCategoryIds(id)];

function placeGroupOf(id: string, city: City): string[] {
  const location = city.locations.find((candidate) => candidate.id === id);
  return location && !location.parentId ? placeGroup(location, city) : [id];
}

const resolved = (ids: Array<string | null>) => [...new Set(ids.filter((id) => id !== null))];

/** A yyyy-MM-dd day that exists; null for anything else (a timestamp or a 31 February). */
function parseDayParam(value: string | null): string | null {
  const day = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseEventDate(day) : null;
}

/** A `precio_max` value in euros (a number, 0 or more); null when it is not one. */
function maxPriceFromParam(value: string | null): number | null {
  const text = (value ?? '').trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * The filters the URL asks for. Everything else comes from `base` (a landing page's preset; empty by
 * default): a parameter replaces only its own group, so /musica?tag=x keeps the music preset.
 */
export function filtersFromParams(params: URLSearchParams, city: City, base?: Readonly<Filters>): Filters {
  let filters = base ? structuredClone<Filters>(base) : clearFilters();
  const search = params.get(PARAM.search) ?? params.get(PARAM.tag);
  if (search !== null) filters.search = search.trim();
  const categories = resolved(listOf(params.get(PARAM.category)).map(resolveCategoryParam));
  if (categories.length > 0) filters.categories = expandGroups(categories, categoryGroupOf);
  const places = resolved(listOf(params.get(PARAM.place)).map((item) => resolvePlaceParam(item, city)));
  if (places.length > 0) filters.townsAndNeighborhoods = expandGroups(places, (id) => placeGroupOf(id, city));
  const from = parseDayParam(params.get(PARAM.from));
  const to = parseDayParam(params.get(PARAM.to));
  if (from !== null || to !== null) filters = setDateRange(filters, from, to);
  // 'mañana' is read as 'manana'; unknown slots are ignored.
  const slots = new Set(listOf(params.get(PARAM.horario)).map(normalizeText));
  if (HORARIO_SLOTS.some((slot) => slots.has(slot))) {
    filters.horario = { manana: slots.has('manana'), tarde: slots.has('tarde'), noche: slots.has('noche') };
  }
  const maxPrice = maxPriceFromParam(params.get(PARAM.maxPrice));
  if (maxPrice !== null) filters = setMaxPrice(filters, maxPrice);
  // After the price: free-only clears it, as switching it on in the panel does.
  const free = normalizeText((params.get(PARAM.free) ?? '').trim());
  if (FREE_ON.has(free) || FREE_OFF.has(free)) filters = setFreeOnly(filters, FREE_ON.has(free));
  const artist = params.get(PARAM.artist);
  if (artist !== null) filters.artist = artist.trim();
  const venue = params.get(PARAM.venue);
  if (venue !== null) filters.venue = venue.trim();
  const idioma = resolveIdiomaParam(params.get(PARAM.idioma) ?? '');
  if (idioma) filters.idioma = idioma;
  return filters;
}

/** A stable key of the listing's parameters, to notice when the URL asks for something else. */
export function listingParamsKey(params: URLSearchParams): string {
  return Object.values(PARAM)
    .map((name) => `${name}=${params.get(name) ?? ''}`)
    .join('&');
}

/** The `categoria` value for a selection: complete groups by their parent; null when none. */
export function categoryParamOf(categories: readonly string[]): string | null {
  return compressGroups(categories, categoryGroupOf);
}

/** The `horario` value: the chosen slots in the day's order ('manana,noche'); null when none. */
function horarioParamOf(horario: Horario): string | null {
  const chosen = HORARIO_SLOTS.filter((slot) => horario[slot]);
  return chosen.length > 0 ? chosen.join(LIST_SEPARATOR) : null;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The URL parameters after a filter change: only the groups that changed are written, so unknown ones
 * (utm_…) stay; a new search replaces `tag` with `search`; an emptied filter removes its parameter.
 */
export function paramsAfterChange(
  current: URLSearchParams,
  before: Filters,
  after: Filters,
  city: City,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const write = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  if (before.search !== after.search) {
    next.delete(PARAM.tag);
    write(PARAM.search, after.search.trim() || null);
  }
  if (!sameList(before.categories, after.categories)) {
    write(PARAM.category, categoryParamOf(after.categories));
  }
  if (!sameList(before.townsAndNeighborhoods, after.townsAndNeighborhoods)) {
    write(
      PARAM.place,
      compressGroups(after.townsAndNeighborhoods, (id) => placeGroupOf(id, city)),
    );
  }
  if (before.dateRange?.from !== after.dateRange?.from || before.dateRange?.to !== after.dateRange?.to) {
    write(PARAM.from, after.dateRange ? parseDayParam(after.dateRange.from) : null);
    write(PARAM.to, after.dateRange ? parseDayParam(after.dateRange.to) : null);
  }
  if (horarioParamOf(before.horario) !== horarioParamOf(after.horario)) {
    write(PARAM.horario, horarioParamOf(after.horario));
  }
  if (before.priceRange[1] !== after.priceRange[1]) {
    write(PARAM.maxPrice, hasMaxPrice(after) ? String(after.priceRange[1]) : null);
  }
  if (before.isFreeOnly !== after.isFreeOnly) write(PARAM.free, after.isFreeOnly ? '1' : null);
  if (before.artist !== after.artist) write(PARAM.artist, after.artist.trim() || null);
  if (before.venue !== after.venue) write(PARAM.venue, after.venue.trim() || null);
  if (before.idioma !== after.idioma) write(PARAM.idioma, after.idioma);
  return next;
}

/** The query string with plain commas ('horario=manana,noche'): allowed, and a shared link reads better. */
export function queryStringOf(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, LIST_SEPARATOR);
}
