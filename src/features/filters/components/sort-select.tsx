import { Select } from '@/components/ui/select';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@/config/constants';

const OPTIONS = SORT_OPTIONS.map((value) => ({ value, label: SORT_LABELS[value] }));

const isSortOption = (value: string): value is SortOption =>
  (SORT_OPTIONS as readonly string[]).includes(value);

export interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  className?: string;
}

/** The listing's sort: 'Próximos a terminar' (default), by date either way, by price either way. */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  return (
    <Select
      label="Ordenar por"
      options={OPTIONS}
      value={value}
      onChange={(event) => {
        if (isSortOption(event.target.value)) onChange(event.target.value);
      }}
      className={className}
    />
  );
}
