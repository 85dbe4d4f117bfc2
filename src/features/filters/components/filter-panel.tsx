import { memo, useCallback } from 'react';
import type { City } from '@/config/types';
import type { Filters } from '@/features/filters/domain/types';
import { CategoryFilter } from './category-filter';
import { DatePopover } from './date-popover';
import { FilterSection } from './filter-section';
import { PlaceFilter } from './place-filter';
import { PriceFilter } from './price-filter';
import { TextFilter } from './text-filter';
import { TimeOfDayFilter } from './time-of-day-filter';

export interface FilterPanelProps {
  city: City;
  filters: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  /** After a complete date range is chosen (the listing scrolls to its results). */
  onDateRangeComplete?: () => void;
  /** The date control (default shown; a page whose dates are fixed, like concerts today, hides it). */
  showDates?: boolean;
}

// Each control is memoised and gets callbacks that keep their identity (the listing's onChange is
// stable): a keystroke in a search box re-renders that box, not the categories, places and price.
const MemoTextFilter = memo(TextFilter);
const MemoDatePopover = memo(DatePopover);
const MemoCategoryFilter = memo(CategoryFilter);
const MemoPlaceFilter = memo(PlaceFilter);
const MemoPriceFilter = memo(PriceFilter);
const MemoTimeOfDayFilter = memo(TimeOfDayFilter);

/**
 * Every control of the filter panel: search, dates, categories with subcategories, places, free-only
 * and maximum price, artist, venue and time of day. Shared by the desktop sidebar and the mobile sheet.
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
      <FilterSection title="Buscar">
        <MemoTextFilter
          label="Buscar eventos"
          hideLabel
          type="search"
          value={filters.search}
          placeholder="Título, lugar, artista, etiqueta…"
          onChange={setSearch}
        />
      </FilterSection>
      {showDates && (
        <FilterSection title="Fechas">
          <MemoDatePopover
            range={filters.dateRange}
            onChange={setDates}
            onRangeComplete={onDateRangeComplete}
            triggerClassName="w-full"
          />
        </FilterSection>
      )}
      <FilterSection title="Categorías">
        <MemoCategoryFilter selected={filters.categories} onChange={setCategories} />
      </FilterSection>
      <FilterSection title="Lugares">
        <MemoPlaceFilter city={city} selected={filters.townsAndNeighborhoods} onChange={setPlaces} />
      </FilterSection>
      <FilterSection title="Precio">
        <MemoPriceFilter
          isFreeOnly={filters.isFreeOnly}
          maxPrice={filters.priceRange[1]}
          onChange={onChange}
        />
      </FilterSection>
      <FilterSection title="Artista y lugar">
        <div className="flex flex-col gap-3">
          <MemoTextFilter
            label="Artista"
            value={filters.artist}
            placeholder="Nombre del artista o grupo"
            onChange={setArtist}
          />
          <MemoTextFilter
            label="Sala o recinto"
            value={filters.venue}
            placeholder="Teatro, sala, plaza…"
            onChange={setVenue}
          />
        </div>
      </FilterSection>
      <FilterSection title="Horario">
        <MemoTimeOfDayFilter horario={filters.horario} onChange={onChange} />
      </FilterSection>
    </div>
  );
}
