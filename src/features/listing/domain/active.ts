/**
 * Active-filters flag, counter and chip bar of the filter panel.
 *
 * Groups: search, categories, places, free-only, maximum price, artist, venue, time of day, dates,
 * language.
 * The description's flag lists all but the price; we also count a maximum price below the default
 * maximum (100) because it hides events just like the others, and a filter that hides events
 * without showing a chip or a 'Limpiar filtros' would be invisible to the visitor. A maximum of 100
 * or more is the slider's resting position, i.e. no filter.
 */
import { DEFAULT_PRICE_RANGE } from '@/config/constants';
import { formatRangeLabel, parseEventDate as validDay } from '@/features/events';
import type { Filters, Horario, Idioma } from './types';

type Group =
  'search' | 'categories' | 'places' | 'free' | 'price' | 'artist' | 'venue' | 'horario' | 'dates' | 'idioma';

export function hasMaxPrice(f: Filters): boolean {
  const max = f.priceRange[1];
  return max !== null && max < DEFAULT_PRICE_RANGE[1];
}

function activeGroups(f: Filters): Group[] {
  const checks: Array<[Group, boolean]> = [
    ['search', f.search.trim() !== ''],
    ['categories', f.categories.length > 0],
    ['places', f.townsAndNeighborhoods.length > 0],
    ['free', f.isFreeOnly],
    ['price', hasMaxPrice(f)],
    ['artist', f.artist.trim() !== ''],
    ['venue', f.venue.trim() !== ''],
    ['horario', f.horario.manana || f.horario.tarde || f.horario.noche],
    [
      'dates',
      f.dateRange !== null && (validDay(f.dateRange.from) !== null || validDay(f.dateRange.to) !== null),
    ],
    ['idioma', f.idioma !== null],
  ];
  return checks.filter(([, active]) => active).map(([group]) => group);
}

export function hasActiveFilters(f: Filters): boolean {
  return activeGroups(f).length > 0;
}

/** Each active group counts once (three categories and two time slots count 2). */
export function countActiveFilters(f: Filters): number {
  return activeGroups(f).length;
}

export interface FilterChip {
  /** Stable and unique within the bar, e.g. 'category:jazz'. */
  key: string;
  label: string;
  /** The filter state without this chip's filter. */
  remove: (f: Filters) => Filters;
}

export type ChipNameOf = (id: string, kind: 'category' | 'place') => string;

export const HORARIO_LABELS: Record<keyof Horario, string> = {
  manana: 'Mañana',
  tarde: 'Tarde',
  noche: 'Noche',
};

/** The language options' names, in the panel and in the chip. */
export const IDIOMA_LABELS: Record<Idioma, string> = { eu: 'En euskera', es: 'En castellano' };

/**
 * Chips for the active-filter bar, one per removable value: each category, each place and each time
 * slot get their own chip so they can be removed one by one. Names come from `nameOf`.
 */
export function activeFilterChips(f: Filters, nameOf: ChipNameOf): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.search.trim() !== '') {
    chips.push({
      key: 'search',
      label: `Búsqueda: ${f.search.trim()}`,
      remove: (s) => ({ ...s, search: '' }),
    });
  }
  for (const id of f.categories) {
    const remove = (s: Filters): Filters => ({ ...s, categories: s.categories.filter((c) => c !== id) });
    chips.push({ key: `category:${id}`, label: nameOf(id, 'category'), remove });
  }
  for (const id of f.townsAndNeighborhoods) {
    const remove = (s: Filters): Filters => ({
      ...s,
      townsAndNeighborhoods: s.townsAndNeighborhoods.filter((p) => p !== id),
    });
    chips.push({ key: `place:${id}`, label: nameOf(id, 'place'), remove });
  }
  if (f.isFreeOnly)
    chips.push({ key: 'free', label: 'Gratis', remove: (s) => ({ ...s, isFreeOnly: false }) });
  if (hasMaxPrice(f)) {
    const remove = (s: Filters): Filters => ({ ...s, priceRange: [s.priceRange[0], null] });
    chips.push({ key: 'price', label: `Hasta ${f.priceRange[1]} €`, remove });
  }
  if (f.artist.trim() !== '') {
    chips.push({
      key: 'artist',
      label: `Artista: ${f.artist.trim()}`,
      remove: (s) => ({ ...s, artist: '' }),
    });
  }
  if (f.venue.trim() !== '') {
    chips.push({ key: 'venue', label: `Lugar: ${f.venue.trim()}`, remove: (s) => ({ ...s, venue: '' }) });
  }
  for (const slot of Object.keys(HORARIO_LABELS) as Array<keyof Horario>) {
    if (!f.horario[slot]) continue;
    const remove = (s: Filters): Filters => ({ ...s, horario: { ...s.horario, [slot]: false } });
    chips.push({ key: `horario:${slot}`, label: HORARIO_LABELS[slot], remove });
  }
  const from = f.dateRange ? validDay(f.dateRange.from) : null;
  const to = f.dateRange ? validDay(f.dateRange.to) : null;
  if (from !== null || to !== null) {
    // The date button's short label ('27–29 nov'): the chip names the same range the same way.
    const label = formatRangeLabel({ from: from ?? to ?? '', to: to ?? from ?? '' });
    chips.push({ key: 'dates', label, remove: (s) => ({ ...s, dateRange: null }) });
  }
  if (f.idioma !== null) {
    chips.push({ key: 'idioma', label: IDIOMA_LABELS[f.idioma], remove: (s) => ({ ...s, idioma: null }) });
  }
  return chips;
}
