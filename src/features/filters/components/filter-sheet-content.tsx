/** The bottom sheet's body: the filter panel and the floating 'Ver eventos' button. */
import { memo } from 'react';
import { SheetContent } from '@/components/ui/sheet';
import { FilterPanel } from './filter-panel';
import { useSheetBody } from './sheet-body-context';

function SheetPanel({ onShowResults }: { onShowResults: () => void }) {
  const { resultCount: _count, ...panel } = useSheetBody();
  return <FilterPanel {...panel} onDateRangeComplete={onShowResults} />;
}

function ShowResultsButton({ onClick }: { onClick: () => void }) {
  const { resultCount } = useSheetBody();
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-12 w-full items-center justify-center rounded-full bg-primary text-base font-bold text-white shadow-lg hover:bg-primary/90"
    >
      Ver eventos ({resultCount})
    </button>
  );
}

/**
 * The Radix layers between the sheet and its body (portal, presence, focus scope, dismissable
 * layer…) re-render whenever the elements inside them change. So this part takes only a stable
 * `onShowResults` and is memoised, and the panel and the count read the filters from
 * SheetBodyContext: a keystroke re-renders the search group and 'Ver eventos (N)', not the dialog.
 */
export default memo(function FilterSheetContent({ onShowResults }: { onShowResults: () => void }) {
  return (
    <SheetContent
      title="Filtros"
      description="Elige fechas, categorías, lugares, precio, horario o idioma; la lista de eventos se actualiza al momento."
      closeLabel="Cerrar filtros"
      footer={<ShowResultsButton onClick={onShowResults} />}
    >
      <SheetPanel onShowResults={onShowResults} />
    </SheetContent>
  );
});
