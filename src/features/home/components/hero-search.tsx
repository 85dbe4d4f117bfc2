import type { City } from '@/config/types';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { DatePopover, TextFilter, tonight, type Filters } from '@/features/listing';
import { cityNames } from '@/i18n/city-names';
import { m } from '@/i18n/paraglide/messages.js';

export interface HeroSearchProps {
  city: City;
  filters: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  onShowResults: () => void;
}

/** The hero's text search and date filter; results update as you type, 'Buscar' jumps to them. */
export function HeroSearch({ city, filters, onChange, onShowResults }: HeroSearchProps) {
  const label = m.home_search_label(cityNames(city));
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onShowResults();
      }}
      // Phones: one row on the hero, the dates and 'Buscar' as icon buttons, so events reach the first screen.
      className="mt-1 flex w-full max-w-3xl items-center gap-2 text-gray-900 sm:mt-2 sm:rounded-2xl sm:bg-white sm:p-2 sm:shadow-xl"
    >
      <div className="min-w-0 flex-1">
        <TextFilter
          label={label}
          hideLabel
          type="search"
          value={filters.search}
          // Short enough to show whole beside the icon buttons on a phone: a cut word reads as a typo.
          placeholder={m.home_search_placeholder()}
          onChange={(search) => onChange((f) => ({ ...f, search }))}
        />
      </div>
      <DatePopover
        range={filters.dateRange}
        onChange={(dateRange) => onChange((f) => ({ ...f, dateRange }))}
        // 'Esta noche' sets the night slot too: the hero holds the whole filter state.
        onTonight={() => onChange((f) => tonight(f, new Date()))}
        onRangeComplete={onShowResults}
        // Phones: the calendar icon alone, filled while dates are set.
        triggerClassName={cn(
          'shrink-0 max-sm:w-11 max-sm:justify-center max-sm:px-0 sm:w-56 max-sm:[&>span]:sr-only max-sm:[&>svg:last-child]:hidden',
          filters.dateRange && 'max-sm:border-white max-sm:bg-primary max-sm:[&>svg]:text-white',
        )}
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-primary text-sm font-bold text-white ring-1 ring-white/40 hover:bg-primary/90 max-sm:w-11 sm:px-5 sm:ring-0"
      >
        <SearchIcon width={18} height={18} />
        <span className="max-sm:sr-only">{m.home_search_submit()}</span>
      </button>
    </form>
  );
}
