/** Active filters: the flag, the counter and the chip bar. A maximum price below 100 counts too. */
import { cityIdOfOtherPlaces, locationName } from '@/config/locations';
import { DEFAULT_PRICE_RANGE } from '@/config/constants';
import type { City } from '@/config/types';
import { formatRangeLabel, parseEventDate as validDay } from '@/features/events';
import { categoryLabel } from './category-label';
import { categoryGroup, collapseGroups, placeGroup } from './toggles';
import { hasHorario } from './time-of-day';
import { m } from '@/i18n/paraglide/messages.js';
import { cityNames } from '@/i18n/city-names';
import { HORARIOS, type Filters, type Horario, type Idioma } from './types';

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
    hasHorario(f.horario),
    hasDates(f),
    f.idioma !== null,
  ].filter(Boolean).length;
}

export function hasActiveFilters(f: Filters): boolean {
  return countActiveFilters(f) > 0;
}

export interface FilterChip {
  /** Unique within the bar, e.g. 'category:jazz'. */
  key: string;
  label: string;
  remove: (f: Filters) => Filters;
}

/** The time slots' names in the page's language. */
export const horarioLabels = (): Record<keyof Horario, string> => ({
  manana: m.listing_time_morning(),
  tarde: m.listing_time_afternoon(),
  noche: m.listing_time_night(),
});
export const idiomaLabels = (): Record<Idioma, string> => ({
  eu: m.listing_language_eu(),
  es: m.listing_language_es(),
});

/** 'casco-viejo' → 'Casco Viejo'. */
export function placeNameFromParam(value: string): string {
  return value
    .replace(/-/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1))
    .join(' ');
}

export const otherPlacesLabel = (city: City) => m.listing_other_places(cityNames(city));

function placeName(id: string, city: City): string {
  if (cityIdOfOtherPlaces(id) === city.id) return otherPlacesLabel(city);
  const location = city.locations.find((candidate) => candidate.id === id);
  if (!location) return placeNameFromParam(id);
  const parent = location.parentId ? city.locations.find((l) => l.id === location.parentId) : undefined;
  // 'Centro' alone is ambiguous in a chip: say whose.
  return parent && location.name === 'Centro'
    ? m.listing_place_centre({ town: locationName(parent) })
    : locationName(location);
}

/** One chip per removable value; a complete group, one chip at its parent's place. */
export function activeFilterChips(f: Filters, city: City): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (on: boolean, key: string, label: string, reset: (s: Filters) => Partial<Filters>) => {
    if (on) chips.push({ key, label, remove: (s) => ({ ...s, ...reset(s) }) });
  };
  const search = f.search.trim();
  add(search !== '', 'search', m.listing_chip_search({ search }), () => ({ search: '' }));
  const listChips = (
    field: 'categories' | 'townsAndNeighborhoods',
    kind: string,
    groupOf: (id: string) => string[],
  ) => {
    for (const [id, members] of collapseGroups(f[field], groupOf)) {
      const label = field === 'categories' ? categoryLabel(id) : placeName(id, city);
      add(true, `${kind}:${id}`, label, (s) => ({ [field]: s[field].filter((v) => !members.includes(v)) }));
    }
  };
  listChips('categories', 'category', categoryGroup);
  listChips('townsAndNeighborhoods', 'place', (id) => placeGroup(id, city));
  add(f.isFreeOnly, 'free', m.listing_chip_free(), () => ({ isFreeOnly: false }));
  add(hasMaxPrice(f), 'price', m.listing_chip_price({ max: String(f.priceRange[1]) }), (s) => ({
    priceRange: [s.priceRange[0], null],
  }));
  const artist = f.artist.trim();
  add(artist !== '', 'artist', m.listing_chip_artist({ artist }), () => ({ artist: '' }));
  const venue = f.venue.trim();
  add(venue !== '', 'venue', m.listing_chip_venue({ venue }), () => ({ venue: '' }));
  const slotLabels = horarioLabels();
  for (const slot of HORARIOS) {
    add(f.horario[slot], `horario:${slot}`, slotLabels[slot], (s) => ({
      horario: { ...s.horario, [slot]: false },
    }));
  }
  const from = validDay(f.dateRange?.from ?? '');
  const to = validDay(f.dateRange?.to ?? '');
  // The date button's short label ('27–29 nov'): the chip names the same range the same way.
  const dates = hasDates(f) ? formatRangeLabel({ from: from ?? to ?? '', to: to ?? from ?? '' }) : '';
  add(dates !== '', 'dates', dates, () => ({ dateRange: null }));
  add(f.idioma !== null, 'idioma', f.idioma ? idiomaLabels()[f.idioma] : '', () => ({ idioma: null }));
  return chips;
}
