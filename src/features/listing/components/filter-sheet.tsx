import { lazy, Suspense } from 'react';
import { countActiveFilters } from '@/features/listing/domain/active';
import type { FilterSheetProps } from './filter-sheet-dialog';
import { FilterTriggerButton } from './filter-sheet-trigger';

// Radix's dialog and the panel load once the button has rendered: the first screen needs neither.
const FilterSheetDialog = lazy(() => import('./filter-sheet-dialog'));

/** Mobile (< 768 px): a floating 'Filtros' button opens the panel in a bottom sheet. */
export function FilterSheet(props: FilterSheetProps) {
  return (
    <Suspense
      fallback={
        <FilterTriggerButton count={countActiveFilters(props.filters)} aria-haspopup="dialog" aria-disabled />
      }
    >
      <FilterSheetDialog {...props} />
    </Suspense>
  );
}
