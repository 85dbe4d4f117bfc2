import type { City } from '@/config/types';
import { tonight } from '@/features/listing/domain/date-presets';
import type { Filters } from '@/features/listing/domain/types';
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
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      onChange((f) => ({ ...f, [key]: value }));
  return (
    <div className="flex flex-col gap-4">
      <SearchGroup value={filters.search} onChange={set('search')} />
      {showDates && (
        <DatesGroup
          range={filters.dateRange}
          onChange={set('dateRange')}
          onTonight={() => onChange((f) => tonight(f, new Date()))}
          onRangeComplete={onDateRangeComplete}
        />
      )}
      <CategoriesGroup selected={filters.categories} onChange={set('categories')} />
      <PlacesGroup
        city={city}
        selected={filters.townsAndNeighborhoods}
        onChange={set('townsAndNeighborhoods')}
      />
      <PriceGroup isFreeOnly={filters.isFreeOnly} maxPrice={filters.priceRange[1]} onChange={onChange} />
      <ArtistVenueGroup
        artist={filters.artist}
        venue={filters.venue}
        onArtistChange={set('artist')}
        onVenueChange={set('venue')}
      />
      <TimeOfDayGroup horario={filters.horario} onChange={onChange} />
      <LanguageGroup idioma={filters.idioma} onChange={onChange} />
    </div>
  );
}
