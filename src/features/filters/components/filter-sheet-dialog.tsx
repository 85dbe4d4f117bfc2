import { useEffect, useMemo, useState } from 'react';
import { Sheet, SheetTrigger } from '@/components/ui/sheet';
import { countActiveFilters } from '@/features/filters/domain/active';
import type { DeferredPartProps } from '@/hooks/use-deferred-part';
import { useStableCallback } from '@/hooks/use-stable-callback';
import type { FilterSheetProps } from './filter-sheet';
import FilterSheetContent from './filter-sheet-content';
import { FilterTriggerButton } from './filter-sheet-trigger';
import { SheetBodyContext } from './sheet-body-context';

/** The bottom sheet itself (Radix dialog), loaded after the first screen: see FilterSheet. */
export default function FilterSheetDialog({
  resultCount,
  onShowResults,
  defaultOpen,
  autoFocus,
  onOpenChange,
  city,
  filters,
  onChange,
  showDates,
}: FilterSheetProps & DeferredPartProps) {
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (!open) return undefined;
    onOpenChange?.(true);
    return () => onOpenChange?.(false);
  }, [open, onOpenChange]);
  // Stable, so the memoised sheet content does not re-render (see FilterSheetContent).
  const showResults = useStableCallback(() => {
    setOpen(false);
    onShowResults();
  });
  const body = useMemo(
    () => ({ city, filters, onChange, showDates, resultCount }),
    [city, filters, onChange, showDates, resultCount],
  );
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <FilterTriggerButton count={countActiveFilters(filters)} autoFocus={autoFocus} />
      </SheetTrigger>
      {open && (
        <SheetBodyContext.Provider value={body}>
          <FilterSheetContent onShowResults={showResults} />
        </SheetBodyContext.Provider>
      )}
    </Sheet>
  );
}
