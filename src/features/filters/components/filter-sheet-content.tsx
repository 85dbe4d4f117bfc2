/** The bottom sheet's body: the filter panel and the floating 'Ver eventos' button. */
import { SheetContent } from '@/components/ui/sheet';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetContentProps extends FilterPanelProps {
  resultCount: number;
  onShowResults: () => void;
}

export default function FilterSheetContent({
  resultCount,
  onShowResults,
  ...panel
}: FilterSheetContentProps) {
  return (
    <SheetContent
      title="Filtros"
      description="Elige fechas, categorías, lugares, precio u horario; la lista de eventos se actualiza al momento."
      closeLabel="Cerrar filtros"
      footer={
        <button
          type="button"
          onClick={onShowResults}
          className="inline-flex h-12 w-full items-center justify-center rounded-full bg-primary text-base font-bold text-white shadow-lg hover:bg-primary/90"
        >
          Ver eventos ({resultCount})
        </button>
      }
    >
      <FilterPanel {...panel} />
    </SheetContent>
  );
}
