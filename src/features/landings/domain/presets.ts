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

/** The filters as a key: the same whatever the order of the selected categories or places. */
const filtersKey = (f: Readonly<Filters>) =>
  JSON.stringify([
    [f.search, f.artist, f.venue].map((text) => text.trim()),
    [f.categories, f.townsAndNeighborhoods].map((ids) => [...new Set(ids)].sort()),
    [f.isFreeOnly, f.priceRange, f.horario.manana, f.horario.tarde, f.horario.noche, f.idioma],
    [f.dateRange?.from, f.dateRange?.to],
  ]);

export const sameFilters = (a: Readonly<Filters>, b: Readonly<Filters>) => filtersKey(a) === filtersKey(b);
