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
  return (
    <div className="flex flex-col gap-4">
      <FilterSection title="Buscar">
        <TextFilter
          label="Buscar eventos"
          hideLabel
          type="search"
          value={filters.search}
          placeholder="Título, lugar, artista, etiqueta…"
          onChange={(search) => onChange((f) => ({ ...f, search }))}
        />
      </FilterSection>
      {showDates && (
        <FilterSection title="Fechas">
          <DatePopover
            range={filters.dateRange}
            onChange={(dateRange) => onChange((f) => ({ ...f, dateRange }))}
            onRangeComplete={onDateRangeComplete}
            triggerClassName="w-full"
          />
        </FilterSection>
      )}
      <FilterSection title="Categorías">
        <CategoryFilter
          selected={filters.categories}
          onChange={(categories) => onChange((f) => ({ ...f, categories }))}
        />
      </FilterSection>
      <FilterSection title="Lugares">
        <PlaceFilter
          city={city}
          selected={filters.townsAndNeighborhoods}
          onChange={(townsAndNeighborhoods) => onChange((f) => ({ ...f, townsAndNeighborhoods }))}
        />
      </FilterSection>
      <FilterSection title="Precio">
        <PriceFilter filters={filters} onChange={onChange} />
      </FilterSection>
      <FilterSection title="Artista y lugar">
        <div className="flex flex-col gap-3">
          <TextFilter
            label="Artista"
            value={filters.artist}
            placeholder="Nombre del artista o grupo"
            onChange={(artist) => onChange((f) => ({ ...f, artist }))}
          />
          <TextFilter
            label="Sala o recinto"
            value={filters.venue}
            placeholder="Teatro, sala, plaza…"
            onChange={(venue) => onChange((f) => ({ ...f, venue }))}
          />
        </div>
      </FilterSection>
      <FilterSection title="Horario">
        <TimeOfDayFilter horario={filters.horario} onChange={onChange} />
      </FilterSection>
    </div>
  );
}
