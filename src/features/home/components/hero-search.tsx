import { memo, useCallback, type FormEvent } from 'react';
import type { City } from '@/config/types';
import { SearchIcon } from '@/components/ui/icons';
import { DatePopover } from '@/features/filters/components/date-popover';
import { TextFilter } from '@/features/filters/components/text-filter';
import { tonight } from '@/features/filters/domain/date-presets';
import type { Filters } from '@/features/filters/domain/types';

// Each keystroke re-renders the search box; the date picker beside it only changes with the dates.
const MemoDatePopover = memo(DatePopover);

export interface HeroSearchProps {
  city: City;
  filters: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  onShowResults: () => void;
}

/** The hero's text search and date filter; results update as you type, 'Buscar' jumps to them. */
export function HeroSearch({ city, filters, onChange, onShowResults }: HeroSearchProps) {
  const changeDates = useCallback(
    (dateRange: Filters['dateRange']) => onChange((f) => ({ ...f, dateRange })),
    [onChange],
  );
  // The box and the list change in the same render and frame: filtering the listing takes a
  // millisecond or two (the search index), less than a second render would cost.
  // 'Esta noche' in the date picker sets the night slot too: the hero holds the whole filter state.
  const setTonight = useCallback(() => onChange((f) => tonight(f, new Date())), [onChange]);
  const changeSearch = useCallback((search: string) => onChange((f) => ({ ...f, search })), [onChange]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShowResults();
  };
  return (
    <form
      role="search"
      aria-label={`Buscar eventos en ${city.name}`}
      onSubmit={submit}
      className="mt-2 flex w-full max-w-3xl flex-col gap-2 rounded-2xl bg-white p-2 text-gray-900 shadow-xl sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <TextFilter
          label={`Buscar eventos en ${city.name}`}
          hideLabel
          type="search"
          value={filters.search}
          // Short enough to show whole in the phone's box (390 px wide screens): a cut word ('pintx')
          // reads as a typo.
          placeholder="¿Qué te apetece? Jazz, teatro…"
          onChange={changeSearch}
        />
      </div>
      <MemoDatePopover
        range={filters.dateRange}
        onChange={changeDates}
        onTonight={setTonight}
        onRangeComplete={onShowResults}
        triggerClassName="w-full sm:w-56"
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary/90"
      >
        <SearchIcon width={18} height={18} />
        Buscar
      </button>
    </form>
  );
}
