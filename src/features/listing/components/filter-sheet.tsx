import { lazy, Suspense } from 'react';
import { countActiveFilters } from '@/features/listing/domain/active';
import type { FilterPanelProps } from './filter-panel';
import { FilterTriggerButton } from './filter-sheet-trigger';

export interface FilterSheetProps extends FilterPanelProps {
  /** Number of events the current filters leave, for 'Ver eventos'. */
  resultCount: number;
  /** Scrolls to the results (after the sheet has closed). */
  onShowResults: () => void;
}

// Radix's dialog and the panel are not needed for the first screen: their chunk loads once the
// button has rendered.
const FilterSheetDialog = lazy(() => import('./filter-sheet-dialog'));

/**
 * Mobile (< 768 px): a floating 'Filtros' button with the active count opens the panel in a bottom
 * sheet; its floating 'Ver eventos' button closes the sheet and scrolls to the results.
 */
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
