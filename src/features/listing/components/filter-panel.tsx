import type { ReactNode } from 'react';
import { ToggleChip } from '@/components/ui/toggle-chip';
import type { City } from '@/config/types';
import { horarioLabels, idiomaLabels } from '@/features/listing/domain/active';
import { tonight } from '@/features/listing/domain/date-presets';
import { toggleHorario, toggleIdioma } from '@/features/listing/domain/toggles';
import { HORARIOS, type Filters, type Horario, type Idioma } from '@/features/listing/domain/types';
import { m } from '@/i18n/paraglide/messages.js';
import { CategoryFilter, PlaceFilter } from './group-filters';
import { DatePopover } from './date-popover';
import { PriceFilter } from './price-filter';
import { TextFilter } from './text-filter';

export interface FilterPanelProps {
  city: City;
  filters: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  onDateRangeComplete?: () => void;
  /** The date control (hidden on a page whose day is fixed, like concerts today). */
  showDates?: boolean;
}

const horarioHints = (): Record<keyof Horario, string> => ({
  manana: '6:00–12:00',
  tarde: '15:00–20:00',
  noche: m.listing_time_night_hint(),
});
const IDIOMAS: readonly Idioma[] = ['eu', 'es'];

/**
 * One group of the panel, a fieldset. `isolate` makes it a stacking context Chromium repaints on its
 * own, so a keystroke in the search box does not repaint every chip (nothing overlaps across groups).
 */
function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="isolate min-w-0 border-t border-gray-100 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-bold text-gray-900">{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

/**
 * Every control of the filter panel, for the desktop sidebar and the mobile sheet. Each group takes
 * only its part of the filters, so the compiler re-renders only the group a change touches.
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
      <FilterSection title={m.listing_section_search()}>
        <TextFilter
          label={m.listing_search_label()}
          hideLabel
          type="search"
          placeholder={m.listing_search_placeholder()}
          value={filters.search}
          onChange={set('search')}
        />
      </FilterSection>
      {showDates && (
        <FilterSection title={m.listing_section_dates()}>
          <DatePopover
            triggerClassName="w-full"
            range={filters.dateRange}
            onChange={set('dateRange')}
            onTonight={() => onChange((f) => tonight(f, new Date()))}
            onRangeComplete={onDateRangeComplete}
          />
        </FilterSection>
      )}
      <FilterSection title={m.listing_section_categories()}>
        <CategoryFilter selected={filters.categories} onChange={set('categories')} />
      </FilterSection>
      <FilterSection title={m.listing_section_places()}>
        <PlaceFilter
          city={city}
          selected={filters.townsAndNeighborhoods}
          onChange={set('townsAndNeighborhoods')}
        />
      </FilterSection>
      <FilterSection title={m.listing_section_price()}>
        <PriceFilter isFreeOnly={filters.isFreeOnly} maxPrice={filters.priceRange[1]} onChange={onChange} />
      </FilterSection>
      <FilterSection title={m.listing_section_artist_venue()}>
        <div className="flex flex-col gap-3">
          <TextFilter
            label={m.listing_artist_label()}
            value={filters.artist}
            placeholder={m.listing_artist_placeholder()}
            onChange={set('artist')}
          />
          <TextFilter
            label={m.listing_venue_label()}
            value={filters.venue}
            placeholder={m.listing_venue_placeholder()}
            onChange={set('venue')}
          />
        </div>
      </FilterSection>
      <FilterSection title={m.listing_section_time()}>
        <ul className="flex flex-wrap gap-2">
          {HORARIOS.map((slot) => (
            <li key={slot}>
              <ToggleChip
                pressed={filters.horario[slot]}
                onToggle={() => onChange((f) => toggleHorario(f, slot))}
                title={horarioHints()[slot]}
              >
                {horarioLabels()[slot]}
              </ToggleChip>
            </li>
          ))}
        </ul>
      </FilterSection>
      <FilterSection title={m.listing_section_language()}>
        <ul className="flex flex-wrap gap-2">
          {IDIOMAS.map((idioma) => (
            <li key={idioma}>
              <ToggleChip
                pressed={filters.idioma === idioma}
                onToggle={() => onChange((f) => toggleIdioma(f, idioma))}
              >
                {idiomaLabels()[idioma]}
              </ToggleChip>
            </li>
          ))}
        </ul>
      </FilterSection>
    </div>
  );
}
