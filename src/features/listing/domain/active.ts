/**
 * Active filters: the flag, the counter and the chip bar. A maximum price below the slider's resting
 * 100 counts too: it hides events like the others, and a filter without a chip or a 'Limpiar
 * filtros' would be invisible to the visitor.
 */
import { getCategory, getCategoryName, getChildCategories } from '@/config/categories';
import { cityIdOfOtherPlaces } from '@/config/locations';
import { DEFAULT_PRICE_RANGE } from '@/config/constants';
import type { City } from '@/config/types';
import { formatRangeLabel, parseEventDate as validDay } from '@/features/events';
import { placeGroup } from './toggles';
import type { Filters, Horario, Idioma } from './types';

export function hasMaxPrice(f: Filters): boolean {
  const max = f.priceRange[1];
  return max !== null && max < DEFAULT_PRICE_RANGE[1];
}

const hasDates = (f: Filters) =>
  f.dateRange !== null && (validDay(f.dateRange.from) !== null || validDay(f.dateRange.to) !== null);

/** Each active group counts once (three categories and two time slots count 2). */
export function countActiveFilters(f: Filters): number {
  return [
    f.search.trim() !== '',
    f.categories.length > 0,
    f.townsAndNeighborhoods.length > 0,
    f.isFreeOnly,
    hasMaxPrice(f),
    f.artist.trim() !== '',
    f.venue.trim() !== '',
    f.horario.manana || f.horario.tarde || f.horario.noche,
    hasDates(f),
    f.idioma !== null,
  ].filter(Boolean).length;
}

export function hasActiveFilters(f: Filters): boolean {
  return countActiveFilters(f) > 0;
}

export interface FilterChip {
  /** Stable and unique within the bar, e.g. 'category:jazz'. */
  key: string;
  label: string;
  /** The filter state without this chip's filter. */
  remove: (f: Filters) => Filters;
}

export const HORARIO_LABELS: Record<keyof Horario, string> = {
  manana: 'Mañana',
  tarde: 'Tarde',
  noche: 'Noche',
};
/** The language options' names, in the panel and in the chip. */
export const IDIOMA_LABELS: Record<Idioma, string> = { eu: 'En euskera', es: 'En castellano' };

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

export const otherPlacesLabel = (city: City) => `Otros lugares de ${city.province}`;

/** A place's name: the city's location name, its 'Otros lugares de …' label, or the value itself. */
function placeName(id: string, city: City): string {
  if (cityIdOfOtherPlaces(id) === city.id) return otherPlacesLabel(city);
  const location = city.locations.find((candidate) => candidate.id === id);
  if (!location) return placeNameFromParam(id);
  const parent = location.parentId ? city.locations.find((l) => l.id === location.parentId) : undefined;
  // 'Centro' alone is ambiguous in a chip: say whose.
  return parent && location.name === 'Centro' ? `${parent.name} (Centro)` : location.name;
}

type Group = { owner: string; name: string; members: readonly string[] } | undefined;

/**
 * One chip per value of a list, except a complete group (a parent category with all its
 * subcategories, a town with all its neighbourhoods): one chip, at its parent's place, removes it.
 */
function listChips(
  kind: 'category' | 'place',
  selected: readonly string[],
  groupOf: (id: string) => Group,
  nameOf: (id: string) => string,
  remove: (f: Filters, ids: readonly string[]) => Filters,
): FilterChip[] {
  const chosen = new Set(selected);
  return selected.flatMap((id): FilterChip[] => {
    const group = groupOf(id);
    if (group && group.members.length > 1 && group.members.every((member) => chosen.has(member))) {
      if (id !== group.owner) return [];
      return [{ key: `${kind}-group:${id}`, label: group.name, remove: (f) => remove(f, group.members) }];
    }
    return [{ key: `${kind}:${id}`, label: nameOf(id), remove: (f) => remove(f, [id]) }];
  });
}

/** The chips of the active-filter bar, one per removable value (see listChips for the groups). */
export function activeFilterChips(f: Filters, city: City): FilterChip[] {
  const chips: FilterChip[] = [];
  const search = f.search.trim();
  if (search !== '')
    chips.push({ key: 'search', label: `Búsqueda: ${search}`, remove: (s) => ({ ...s, search: '' }) });
  const categoryGroup = (id: string): Group => {
    const owner = getCategory(id)?.parentId ?? id;
    const children = getChildCategories(owner).map((child) => child.id);
    return { owner, name: getCategoryName(owner), members: [owner, ...children] };
  };
  const withoutCategories = (s: Filters, ids: readonly string[]) => ({
    ...s,
    categories: s.categories.filter((id) => !ids.includes(id)),
  });
  chips.push(...listChips('category', f.categories, categoryGroup, getCategoryName, withoutCategories));
  const placeGroupOf = (id: string): Group => {
    const owner = city.locations.find((location) => location.id === id)?.parentId ?? id;
    const town = city.locations.find((location) => location.id === owner);
    return town && !town.parentId ? { owner, name: town.name, members: placeGroup(town, city) } : undefined;
  };
  const withoutPlaces = (s: Filters, ids: readonly string[]) => ({
    ...s,
    townsAndNeighborhoods: s.townsAndNeighborhoods.filter((id) => !ids.includes(id)),
  });
  const nameOfPlace = (id: string) => placeName(id, city);
  chips.push(...listChips('place', f.townsAndNeighborhoods, placeGroupOf, nameOfPlace, withoutPlaces));
  if (f.isFreeOnly)
    chips.push({ key: 'free', label: 'Gratis', remove: (s) => ({ ...s, isFreeOnly: false }) });
  if (hasMaxPrice(f)) {
    const remove = (s: Filters): Filters => ({ ...s, priceRange: [s.priceRange[0], null] });
    chips.push({ key: 'price', label: `Hasta ${f.priceRange[1]} €`, remove });
  }
  const artist = f.artist.trim();
  if (artist !== '')
    chips.push({ key: 'artist', label: `Artista: ${artist}`, remove: (s) => ({ ...s, artist: '' }) });
  const venue = f.venue.trim();
  if (venue !== '')
    chips.push({ key: 'venue', label: `Lugar: ${venue}`, remove: (s) => ({ ...s, venue: '' }) });
  for (const slot of Object.keys(HORARIO_LABELS) as Array<keyof Horario>) {
    if (!f.horario[slot]) continue;
    const remove = (s: Filters): Filters => ({ ...s, horario: { ...s.horario, [slot]: false } });
    chips.push({ key: `horario:${slot}`, label: HORARIO_LABELS[slot], remove });
  }
  if (hasDates(f)) {
    const from = validDay(f.dateRange?.from ?? '');
    const to = validDay(f.dateRange?.to ?? '');
    // The date button's short label ('27–29 nov'): the chip names the same range the same way.
    const label = formatRangeLabel({ from: from ?? to ?? '', to: to ?? from ?? '' });
    chips.push({ key: 'dates', label, remove: (s) => ({ ...s, dateRange: null }) });
  }
  if (f.idioma !== null) {
    chips.push({ key: 'idioma', label: IDIOMA_LABELS[f.idioma], remove: (s) => ({ ...s, idioma: null }) });
  }
  return chips;
}
