/**
 * Query parameters of the listing, both ways:
 * - tag: free-text search (e.g. from a tag chip); search: site search (the WebSite SearchAction target);
 * - categoria: one category (a parent brings its subcategories, as choosing it in the panel does);
 * - ubicacion: a place; hyphens become spaces and words are capitalised ('casco-viejo' → 'Casco Viejo'),
 *   then it is matched to one of the city's locations by normalised name or id;
 * - idioma: the events' language, 'eu' or 'es' (any other value is ignored).
 * Pure: no React, no router.
 */
import { getCategory, getChildCategories, TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { otherPlacesId } from '@/config/locations';
import type { City } from '@/config/types';
import { clearFilters, toggleCategory } from '@/features/filters/domain/toggles';
import type { Filters, Idioma } from '@/features/filters/domain/types';
import { normalizeText, slugify } from '@/lib/text';

export const PARAM_TAG = 'tag';
export const PARAM_CATEGORY = 'categoria';
export const PARAM_PLACE = 'ubicacion';
export const PARAM_SEARCH = 'search';
export const PARAM_IDIOMA = 'idioma';
const LISTING_PARAMS = [PARAM_TAG, PARAM_CATEGORY, PARAM_PLACE, PARAM_SEARCH, PARAM_IDIOMA] as const;

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

/**
 * The filters the URL asks for. Everything else comes from `base` (a landing page's preset; empty by
 * default): a parameter replaces only its own group, so /musica?tag=x keeps the music preset.
 */
export function filtersFromParams(params: URLSearchParams, city: City, base?: Readonly<Filters>): Filters {
  const filters = base ? copyFilters(base) : clearFilters();
  const search = params.get(PARAM_SEARCH) ?? params.get(PARAM_TAG);
  if (search !== null) filters.search = search.trim();
  const category = resolveCategoryParam(params.get(PARAM_CATEGORY) ?? '');
  if (category) filters.categories = toggleCategory([], category, childCategoryIds);
  const place = resolvePlaceParam(params.get(PARAM_PLACE) ?? '', city);
  if (place) filters.townsAndNeighborhoods = [place];
  const idioma = resolveIdiomaParam(params.get(PARAM_IDIOMA) ?? '');
  if (idioma) filters.idioma = idioma;
  return filters;
}

/** A stable key of the listing's parameters, to notice when the URL asks for something else. */
export function listingParamsKey(params: URLSearchParams): string {
  return LISTING_PARAMS.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
}

/**
 * The one category the selection stands for: a single id, or a parent with all its subcategories;
 * null for any other selection (the parameter holds one category).
 */
export function singleCategoryOf(categories: readonly string[]): string | null {
  const unique = [...new Set(categories)];
  if (unique.length === 1) return unique[0] ?? null;
  const parents = unique.filter((id) => childCategoryIds(id).length > 0);
  for (const parent of parents) {
    const group = new Set([parent, ...childCategoryIds(parent)]);
    if (group.size === unique.length && unique.every((id) => group.has(id))) return parent;
  }
  return null;
}

/** The one place the selection stands for: a single id, or a town with all its neighbourhoods; else null. */
export function singlePlaceOf(places: readonly string[], city: City): string | null {
  const unique = [...new Set(places)];
  if (unique.length === 1) return unique[0] ?? null;
  for (const town of city.locations.filter((location) => !location.parentId)) {
    const group = new Set([
      town.id,
      ...city.locations.filter((l) => l.parentId === town.id).map((l) => l.id),
    ]);
    if (group.size > 1 && group.size === unique.length && unique.every((id) => group.has(id))) return town.id;
  }
  return null;
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null) {
  if (value) params.set(name, value);
  else params.delete(name);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The URL parameters after a filter change: only the groups that changed are written. A new search
 * goes to `search` (and drops `tag`, which it replaces); categories to `categoria`; places to `ubicacion`;
 * the language to `idioma`.
 * A selection that is not one category or one place removes that parameter.
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
    setOrDelete(next, PARAM_CATEGORY, singleCategoryOf(after.categories));
  }
  if (!sameList(before.townsAndNeighborhoods, after.townsAndNeighborhoods)) {
    setOrDelete(next, PARAM_PLACE, singlePlaceOf(after.townsAndNeighborhoods, city));
  }
  if (before.idioma !== after.idioma) setOrDelete(next, PARAM_IDIOMA, after.idioma);
  return next;
}
