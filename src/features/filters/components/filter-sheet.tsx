import { lazy, Suspense, useState } from 'react';
import { Sheet, SheetTrigger } from '@/components/ui/sheet';
import { FilterIcon } from '@/components/ui/icons';
import { countActiveFilters } from '@/features/filters/domain/active';
import type { FilterPanelProps } from './filter-panel';

const FilterSheetContent = lazy(() => import('./filter-sheet-content'));

export interface FilterSheetProps extends FilterPanelProps {
  /** Number of events the current filters leave, for 'Ver eventos'. */
  resultCount: number;
  /** Scrolls to the results (after the sheet has closed). */
  onShowResults: () => void;
}

/**
 * Mobile (< 768 px): a floating 'Filtros' button with the active count opens the panel in a bottom
 * sheet; its floating 'Ver eventos' button closes the sheet and scrolls to the results.
 */
export function FilterSheet({ resultCount, onShowResults, ...panel }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const count = countActiveFilters(panel.filters);
  const showResults = () => {
    setOpen(false);
    onShowResults();
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label={count === 0 ? 'Filtros' : `Filtros (${count} ${count === 1 ? 'activo' : 'activos'})`}
        className="fixed bottom-4 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-primary px-5 text-sm font-bold text-white shadow-lg"
      >
        <FilterIcon />
        Filtros
        {count > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-primary"
          >
            {count}
          </span>
        )}
      </SheetTrigger>
      {open && (
        <Suspense fallback={null}>
          <FilterSheetContent
            {...panel}
            resultCount={resultCount}
            onShowResults={showResults}
            onDateRangeComplete={showResults}
          />
        </Suspense>
      )}
    </Sheet>
  );
}
