import { useState } from 'react';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { countActiveFilters } from '@/features/listing/domain/active';
import { m } from '@/i18n/paraglide/messages.js';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { FilterTriggerButton } from './filter-sheet-trigger';

export interface FilterSheetProps extends FilterPanelProps {
  /** Number of events the current filters leave, for 'Ver eventos'. */
  resultCount: number;
  /** Scrolls to the results (after the sheet has closed). */
  onShowResults: () => void;
}

/** The bottom sheet itself (Radix dialog), a chunk of its own: see FilterSheet. */
export default function FilterSheetDialog({ resultCount, onShowResults, ...panel }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const showResults = () => {
    setOpen(false);
    onShowResults();
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <FilterTriggerButton count={countActiveFilters(panel.filters)} />
      </SheetTrigger>
      {open && (
        <SheetContent
          title={m.listing_filters_title()}
          description={m.listing_sheet_description()}
          closeLabel={m.listing_sheet_close()}
          footer={
            <button
              type="button"
              onClick={showResults}
              className="inline-flex h-12 w-full items-center justify-center rounded-full bg-primary text-base font-bold text-white shadow-lg hover:bg-primary/90"
            >
              {m.listing_sheet_show_results({ count: resultCount })}
            </button>
          }
        >
          <FilterPanel {...panel} onDateRangeComplete={showResults} />
        </SheetContent>
      )}
    </Sheet>
  );
}
