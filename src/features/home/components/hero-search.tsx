import { memo, startTransition, useCallback, useState, type FormEvent } from 'react';
import type { City } from '@/config/types';
import { SearchIcon } from '@/components/ui/icons';
import { DatePopover } from '@/features/filters/components/date-popover';
import { TextFilter } from '@/features/filters/components/text-filter';
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
  // The box echoes each keystroke from its own state at once; the listing follows in a transition
  // (a non-urgent render React may interrupt), so typing never waits for thousands of events to be
  // filtered. A search changed elsewhere ('Limpiar filtros', a chip, a link) replaces the text.
  const [text, setText] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (filters.search !== seen) {
    setSeen(filters.search);
    setText(filters.search);
  }
  const changeDates = useCallback(
    (dateRange: Filters['dateRange']) => onChange((f) => ({ ...f, dateRange })),
    [onChange],
  );
  const changeSearch = (search: string) => {
    setText(search);
    startTransition(() => onChange((f) => ({ ...f, search })));
  };
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
          value={text}
          placeholder="¿Qué te apetece? Jazz, teatro, pintxos…"
          onChange={changeSearch}
        />
      </div>
      <MemoDatePopover
        range={filters.dateRange}
        onChange={changeDates}
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
