import { useEffect, useState } from 'react';
import { Sheet, SheetTrigger } from '@/components/ui/sheet';
import { countActiveFilters } from '@/features/filters/domain/active';
import type { DeferredPartProps } from '@/hooks/use-deferred-part';
import type { FilterSheetProps } from './filter-sheet';
import FilterSheetContent from './filter-sheet-content';
import { FilterTriggerButton } from './filter-sheet-trigger';

/** The bottom sheet itself (Radix dialog), loaded after the first screen: see FilterSheet. */
export default function FilterSheetDialog({
  resultCount,
  onShowResults,
  defaultOpen,
  autoFocus,
  onOpenChange,
  ...panel
}: FilterSheetProps & DeferredPartProps) {
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (!open) return undefined;
    onOpenChange?.(true);
    return () => onOpenChange?.(false);
  }, [open, onOpenChange]);
  const showResults = () => {
    setOpen(false);
    onShowResults();
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <FilterTriggerButton count={countActiveFilters(panel.filters)} autoFocus={autoFocus} />
      </SheetTrigger>
      {open && (
        <FilterSheetContent
          {...panel}
          resultCount={resultCount}
          onShowResults={showResults}
          onDateRangeComplete={showResults}
        />
      )}
    </Sheet>
  );
}
