import { Select } from '@/components/ui/select';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@/config/constants';

export interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  options?: readonly SortOption[];
}

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
