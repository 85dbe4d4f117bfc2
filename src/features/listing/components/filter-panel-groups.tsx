import type { City } from '@/config/types';
import type { Filters } from '@/features/listing/domain/types';
import { CategoryFilter } from './category-filter';
import { DatePopover } from './date-popover';
import { FilterSection } from './filter-section';
import { LanguageFilter } from './language-filter';
import { PlaceFilter } from './place-filter';
import { PriceFilter } from './price-filter';
import { TextFilter } from './text-filter';
import { TimeOfDayFilter } from './time-of-day-filter';

type FiltersUpdate = (update: (filters: Filters) => Filters) => void;

// Each group of the panel takes only its part of the filters: with the compiler's memoisation, a
// keystroke in the search box re-renders the search group, not the legends, chips, fields and date
// picker of the others.

export function SearchGroup(props: { value: string; onChange: (search: string) => void }) {
  return (
    <FilterSection title="Buscar">
      <TextFilter
        label="Buscar eventos"
        hideLabel
        type="search"
        placeholder="Título, lugar, artista, etiqueta…"
        {...props}
      />
    </FilterSection>
  );
}

export function DatesGroup(props: {
  range: Filters['dateRange'];
  onChange: (range: Filters['dateRange']) => void;
  onTonight?: () => void;
  onRangeComplete?: () => void;
}) {
  return (
    <FilterSection title="Fechas">
      <DatePopover triggerClassName="w-full" {...props} />
    </FilterSection>
  );
}

export function CategoriesGroup(props: {
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}) {
  return (
    <FilterSection title="Categorías">
      <CategoryFilter {...props} />
    </FilterSection>
  );
}

export function PlacesGroup(props: {
  city: City;
  selected: readonly string[];
  onChange: (places: string[]) => void;
}) {
  return (
    <FilterSection title="Lugares">
      <PlaceFilter {...props} />
    </FilterSection>
  );
}

export function PriceGroup(props: { isFreeOnly: boolean; maxPrice: number | null; onChange: FiltersUpdate }) {
  return (
    <FilterSection title="Precio">
      <PriceFilter {...props} />
    </FilterSection>
  );
}

export function ArtistVenueGroup({
  artist,
  venue,
  onArtistChange,
  onVenueChange,
}: {
  artist: string;
  venue: string;
  onArtistChange: (artist: string) => void;
  onVenueChange: (venue: string) => void;
}) {
  return (
    <FilterSection title="Artista y lugar">
      <div className="flex flex-col gap-3">
        <TextFilter
          label="Artista"
          value={artist}
          placeholder="Nombre del artista o grupo"
          onChange={onArtistChange}
        />
        <TextFilter
          label="Sala o recinto"
          value={venue}
          placeholder="Teatro, sala, plaza…"
          onChange={onVenueChange}
        />
      </div>
    </FilterSection>
  );
}

export function TimeOfDayGroup(props: { horario: Filters['horario']; onChange: FiltersUpdate }) {
  return (
    <FilterSection title="Horario">
      <TimeOfDayFilter {...props} />
    </FilterSection>
  );
}

export function LanguageGroup(props: { idioma: Filters['idioma']; onChange: FiltersUpdate }) {
  return (
    <FilterSection title="Idioma">
      <LanguageFilter {...props} />
    </FilterSection>
  );
}
