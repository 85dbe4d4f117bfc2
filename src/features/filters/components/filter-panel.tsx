import { useCallback } from 'react';
import type { City } from '@/config/types';
import { tonight } from '@/features/filters/domain/date-presets';
import type { Filters } from '@/features/filters/domain/types';
import {
  ArtistVenueGroup,
  CategoriesGroup,
  DatesGroup,
  LanguageGroup,
  PlacesGroup,
  PriceGroup,
  SearchGroup,
  TimeOfDayGroup,
} from './filter-panel-groups';

export interface FilterPanelProps {
  city: City;
  filters: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  /** After a complete date range is chosen (the listing scrolls to its results). */
  onDateRangeComplete?: () => void;
  /** The date control (default shown; a page whose dates are fixed, like concerts today, hides it). */
  showDates?: boolean;
}

/**
 * Every control of the filter panel: search, dates, categories with subcategories, places, free-only
 * and maximum price, artist, venue, time of day and language. Shared by the desktop sidebar and the mobile sheet.
 */
export function FilterPanel({
  city,
  filters,
  onChange,
  onDateRangeComplete,
  showDates = true,
}: FilterPanelProps) {
  const setSearch = useCallback((search: string) => onChange((f) => ({ ...f, search })), [onChange]);
  const setDates = useCallback(
    (dateRange: Filters['dateRange']) => onChange((f) => ({ ...f, dateRange })),
    [onChange],
  );
  // 'Esta noche' sets the night slot along with today: the panel holds both.
  const setTonight = useCallback(() => onChange((f) => tonight(f, new Date())), [onChange]);
  const setCategories = useCallback(
    (categories: string[]) => onChange((f) => ({ ...f, categories })),
    [onChange],
  );
  const setPlaces = useCallback(
    (townsAndNeighborhoods: string[]) => onChange((f) => ({ ...f, townsAndNeighborhoods })),
    [onChange],
  );
  const setArtist = useCallback((artist: string) => onChange((f) => ({ ...f, artist })), [onChange]);
  const setVenue = useCallback((venue: string) => onChange((f) => ({ ...f, venue })), [onChange]);
  return (
    <div className="flex flex-col gap-4">
      <SearchGroup value={filters.search} onChange={setSearch} />
      {showDates && (
        <DatesGroup
          range={filters.dateRange}
          onChange={setDates}
          onTonight={setTonight}
          onRangeComplete={onDateRangeComplete}
        />
      )}
      <CategoriesGroup selected={filters.categories} onChange={setCategories} />
      <PlacesGroup city={city} selected={filters.townsAndNeighborhoods} onChange={setPlaces} />
      <PriceGroup isFreeOnly={filters.isFreeOnly} maxPrice={filters.priceRange[1]} onChange={onChange} />
      <ArtistVenueGroup
        artist={filters.artist}
        venue={filters.venue}
        onArtistChange={setArtist}
        onVenueChange={setVenue}
      />
      <TimeOfDayGroup horario={filters.horario} onChange={onChange} />
      <LanguageGroup idioma={filters.idioma} onChange={onChange} />
    </div>
  );
}
