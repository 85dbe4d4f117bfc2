/**
 * Query parameters of the listing, both ways, so a reload, the back button or a shared link shows the
 * same listing. Values that cannot be read are ignored, so a mangled link still opens the listing.
 */
import { getCategory, TOP_LEVEL_CATEGORIES } from '@/config/categories';
import { otherPlacesId } from '@/config/locations';
import type { City } from '@/config/types';
import { parseEventDate } from '@/features/events';
import { hasMaxPrice, placeNameFromParam } from '@/features/listing/domain/active';
import {
  categoryGroup,
  clearFilters,
  collapseGroups,
  placeGroup,
  setDateRange,
  setFreeOnly,
  setMaxPrice,
} from '@/features/listing/domain/toggles';
import { HORARIOS, type Filters } from '@/features/listing/domain/types';
import { normalizeText, slugify } from '@/lib/text';

/** The site search's parameter (the WebSite SearchAction target). */
export const PARAM_SEARCH = 'search';

const LIST_SEPARATOR = ',';
const FREE_ON = new Set(['1', 'true', 'si']);

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

type Value = string | null | undefined;

/** The values of a list parameter, trimmed, empty ones dropped, each once. */
function listOf(value: Value): string[] {
  const values = (value ?? '').split(LIST_SEPARATOR).map((item) => item.trim());
  return [...new Set(values.filter((item) => item !== ''))];
}

/** A yyyy-MM-dd day that exists; null for anything else (a timestamp or a 31 February). */
function parseDayParam(value: Value): string | null {
  const day = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseEventDate(day) : null;
}

/** One filter group's parameters: read into the filters, and written together when the group changes. */
interface Param {
  names: readonly string[];
  read: (values: Value[], filters: Filters, city: City) => Filters;
  write: (filters: Filters, city: City) => Value[];
}

const textParam = (name: string, field: 'artist' | 'venue'): Param => ({
  names: [name],
  read: ([value], f) => (value == null ? f : { ...f, [field]: value.trim() }),
  write: (f) => [f[field].trim() || null],
});

/** A parent listed alone stands for its whole group, with some members for itself only. */
function listParam(
  name: string,
  field: 'categories' | 'townsAndNeighborhoods',
  resolve: (value: string, city: City) => string | null,
  groupOf: (id: string, city: City) => string[],
): Param {
  return {
    names: [name],
    read: ([value], f, city) => {
      const listed = new Set(listOf(value).flatMap((item) => resolve(item, city) ?? []));
      const selected = [...listed].flatMap((id) => {
        const group = groupOf(id, city);
        return group.some((member) => member !== id && listed.has(member)) ? [id] : group;
      });
      return listed.size > 0 ? { ...f, [field]: [...new Set(selected)] } : f;
    },
    write: (f, city) => {
      const tokens = collapseGroups(f[field], (id) => groupOf(id, city)).map(([id]) => id);
      return [tokens.join(LIST_SEPARATOR) || null];
    },
  };
}

/** In the order read: free-only comes after the price, as switching it on in the panel clears it. */
const PARAMS: readonly Param[] = [
  {
    // tag: a tag chip's link, read as a search; a new search replaces it.
    names: [PARAM_SEARCH, 'tag'],
    read: ([search, tag], f) => {
      const text = search ?? tag;
      return text == null ? f : { ...f, search: text.trim() };
    },
    write: (f) => [f.search.trim() || null, null],
  },
  listParam('categoria', 'categories', resolveCategoryParam, categoryGroup),
  listParam('ubicacion', 'townsAndNeighborhoods', resolvePlaceParam, placeGroup),
  {
    names: ['desde', 'hasta'],
    read: ([from, to], f) => {
      const [first, last] = [parseDayParam(from), parseDayParam(to)];
      return first !== null || last !== null ? setDateRange(f, first, last) : f;
    },
    write: (f) => [parseDayParam(f.dateRange?.from), parseDayParam(f.dateRange?.to)],
  },
  {
    names: ['horario'],
    read: ([value], f) => {
      const slots = new Set(listOf(value).map(normalizeText));
      if (!HORARIOS.some((slot) => slots.has(slot))) return f;
      return {
        ...f,
        horario: { manana: slots.has('manana'), tarde: slots.has('tarde'), noche: slots.has('noche') },
      };
    },
    write: (f) => [HORARIOS.filter((slot) => f.horario[slot]).join(LIST_SEPARATOR) || null],
  },
  {
    names: ['precio_max'],
    read: ([value], f) => {
      const text = (value ?? '').trim().replace(',', '.');
      return /^\d+(\.\d+)?$/.test(text) ? setMaxPrice(f, Number(text)) : f;
    },
    write: (f) => [hasMaxPrice(f) ? String(f.priceRange[1]) : null],
  },
  {
    names: ['gratis'],
    read: ([value], f) => (FREE_ON.has(normalizeText((value ?? '').trim())) ? setFreeOnly(f, true) : f),
    write: (f) => [f.isFreeOnly ? '1' : null],
  },
  textParam('artista', 'artist'),
  textParam('lugar', 'venue'),
  {
    names: ['idioma'],
    read: ([value], f) => {
      const code = (value ?? '').trim().toLowerCase();
      return code === 'eu' || code === 'es' ? { ...f, idioma: code } : f;
    },
    write: (f) => [f.idioma],
  },
];

/**
 * The filters the URL asks for. Everything else comes from `base` (a landing page's preset; empty by
 * default): a parameter replaces only its own group, so /musica?tag=x keeps the music preset.
 */
export function filtersFromParams(params: URLSearchParams, city: City, base?: Readonly<Filters>): Filters {
  let filters = base ? structuredClone<Filters>(base) : clearFilters();
  for (const { names, read } of PARAMS) {
    const values = names.map((name) => params.get(name));
    filters = read(values, filters, city);
  }
  return filters;
}

/** A stable key of the listing's parameters, to notice when the URL asks for something else. */
export function listingParamsKey(params: URLSearchParams): string {
  return PARAMS.flatMap((param) => param.names.map((name) => `${name}=${params.get(name) ?? ''}`)).join('&');
}

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
  for (const { names, write } of PARAMS) {
    const values = write(after, city);
    if (JSON.stringify(values) === JSON.stringify(write(before, city))) continue;
    names.forEach((name, i) => (values[i] ? next.set(name, values[i]) : next.delete(name)));
  }
  return next;
}

/** The query string with plain commas ('horario=manana,noche'): allowed, and a shared link reads better. */
export function queryStringOf(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, LIST_SEPARATOR);
}
