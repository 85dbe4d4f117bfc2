/** A landing's preset as a filter state: the visitor's filters start from it, 'Limpiar filtros' returns to it. */
import type { City } from '@/config/types';
import {
  categoryGroup,
  clearFilters,
  saturdayRange,
  weekendRange,
  type DateRange,
  type Filters,
} from '@/features/listing';
import { oldTownOf } from './old-town';
import type { DatePresetId, LandingPreset } from './types';

export function presetRange(id: DatePresetId, now: Date): DateRange {
  return id === 'weekend' ? weekendRange(now) : saturdayRange(now);
}

export function presetFilters(preset: LandingPreset, city: City, now: Date): Filters {
  const filters = clearFilters();
  switch (preset.kind) {
    case 'category':
      filters.categories = categoryGroup(preset.categoryId);
      break;
    case 'old-town':
      filters.townsAndNeighborhoods = [oldTownOf(city).id];
      break;
    case 'date':
      filters.dateRange = presetRange(preset.range, now);
      break;
  }
  return filters;
}

const sortedKey = (values: readonly string[]) => JSON.stringify([...new Set(values)].sort());

/** Same filters, whatever the order of the selected categories or places. */
export function sameFilters(a: Readonly<Filters>, b: Readonly<Filters>): boolean {
  return (
    a.search.trim() === b.search.trim() &&
    sortedKey(a.categories) === sortedKey(b.categories) &&
    sortedKey(a.townsAndNeighborhoods) === sortedKey(b.townsAndNeighborhoods) &&
    a.isFreeOnly === b.isFreeOnly &&
    a.priceRange[0] === b.priceRange[0] &&
    a.priceRange[1] === b.priceRange[1] &&
    a.artist.trim() === b.artist.trim() &&
    a.venue.trim() === b.venue.trim() &&
    a.horario.manana === b.horario.manana &&
    a.horario.tarde === b.horario.tarde &&
    a.horario.noche === b.horario.noche &&
    a.dateRange?.from === b.dateRange?.from &&
    a.dateRange?.to === b.dateRange?.to &&
    a.idioma === b.idioma
  );
}
