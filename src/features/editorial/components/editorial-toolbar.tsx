import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { EDITORIAL_SORTS, EDITORIAL_SORT_LABELS, type EditorialSort } from '../domain/list';

export interface EditorialToolbarProps {
  query: string;
  sort: EditorialSort;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: EditorialSort) => void;
}

const fieldClass =
  'h-11 w-full rounded-full border border-gray-300 bg-white text-base text-gray-900 focus:border-primary sm:text-sm';

/** Search box and sort of the article list. */
export function EditorialToolbar({ query, sort, onQueryChange, onSortChange }: EditorialToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-gray-800">
          Buscar artículos
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Pintxos, fiestas, paseos…"
            autoComplete="off"
            className={`${fieldClass} pr-4 pl-10`}
          />
        </div>
      </div>
      <div className="sm:w-56">
        <label htmlFor={sortId} className="mb-1 block text-sm font-medium text-gray-800">
          Ordenar por
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as EditorialSort)}
          className={`${fieldClass} px-4`}
        >
          {EDITORIAL_SORTS.map((option) => (
            <option key={option} value={option}>
              {EDITORIAL_SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
