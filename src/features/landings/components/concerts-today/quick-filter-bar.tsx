import { ToggleChip, type Filters } from '@/features/listing';
import { quickFilters } from '../../domain/quick-filters';

export interface QuickFilterBarProps {
  /** The page's category: its subcategories become chips. */
  categoryId: string;
  filters: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
}

/** One-tap filters above the results: Gratis, Mañana / Tarde / Noche and the subcategories. */
export function QuickFilterBar({ categoryId, filters, onChange }: QuickFilterBarProps) {
  const chips = quickFilters(categoryId);
  return (
    <div role="group" aria-label="Filtros rápidos" className="mx-auto max-w-7xl px-4 pt-6">
      <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-wrap md:overflow-visible">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0">
            <ToggleChip pressed={chip.isOn(filters)} onToggle={() => onChange(chip.toggle)}>
              {chip.label}
            </ToggleChip>
          </li>
        ))}
      </ul>
    </div>
  );
}
