import { Select } from '@/components/ui/select';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@/config/constants';

export interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  /** The sorts offered (default: all five; the concerts page offers three). */
  options?: readonly SortOption[];
}

/** The listing's sort: 'Próximos a terminar' (default), by date either way, by price either way. */
export function SortSelect({ value, onChange, options = SORT_OPTIONS }: SortSelectProps) {
  return (
    <Select
      label="Ordenar por"
      options={options.map((option) => ({ value: option, label: SORT_LABELS[option] }))}
      value={value}
      onChange={(event) => {
        const sort = options.find((option) => option === event.target.value);
        if (sort) onChange(sort);
      }}
    />
  );
}
