import { Select } from '@/components/ui/select';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@/config/constants';

const toOptions = (values: readonly SortOption[]) =>
  values.map((value) => ({ value, label: SORT_LABELS[value] }));
const OPTIONS = toOptions(SORT_OPTIONS);

const isSortOption = (value: string): value is SortOption =>
  (SORT_OPTIONS as readonly string[]).includes(value);

export interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  /** The sorts offered (default: all five; the concerts page offers three). */
  options?: readonly SortOption[];
}

/** The listing's sort: 'Próximos a terminar' (default), by date either way, by price either way. */
export function SortSelect({ value, onChange, options }: SortSelectProps) {
  return (
    <Select
      label="Ordenar por"
      options={options ? toOptions(options) : OPTIONS}
      value={value}
      onChange={(event) => {
        if (isSortOption(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
