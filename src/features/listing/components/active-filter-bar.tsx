import type { City } from '@/config/types';
import { CloseIcon } from '@/components/ui/icons';
import type { Filters } from '@/features/listing/domain/types';
import { activeFilterChips } from '@/features/listing/domain/active';
import { m } from '@/i18n/paraglide/messages.js';

export interface ActiveFilterBarProps {
  filters: Filters;
  city: City;
  onChange: (update: (filters: Filters) => Filters) => void;
  onClear: () => void;
  /** Whether 'Limpiar filtros' has anything to do (default: when a chip shows; a landing: off its preset). */
  clearable?: boolean;
}

/** The active filters as removable chips, and 'Limpiar filtros'. Nothing when no filter is on. */
export function ActiveFilterBar({ filters, city, onChange, onClear, clearable }: ActiveFilterBarProps) {
  const chips = activeFilterChips(filters, city);
  const canClear = clearable ?? chips.length > 0;
  if (chips.length === 0 && !canClear) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="region"
      aria-label={m.listing_active_filters_label()}
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={m.listing_remove_filter({ label: chip.label })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary/10 py-1 pr-2 pl-3.5 text-sm font-medium text-primary hover:bg-primary/20"
            >
              <span>{chip.label}</span>
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
      {canClear && (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-gray-800 underline underline-offset-2 hover:text-primary"
        >
          {m.listing_clear_filters()}
        </button>
      )}
    </div>
  );
}
