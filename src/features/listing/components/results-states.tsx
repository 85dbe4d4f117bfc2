import { CardSkeleton } from './card-skeleton';
import { GRID_CLASS } from './events-grid';

const SKELETON_CARDS = 6;

export function ResultsLoading() {
  return (
    <div>
      <p role="status" className="mb-4 text-sm font-medium text-gray-700">
        Cargando eventos...
      </p>
      <div className={GRID_CLASS} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function ResultsError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-6"
    >
      <p className="font-semibold text-red-800">Error cargando eventos: {message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="min-h-11 rounded-full bg-primary px-5 text-sm font-bold text-white hover:bg-primary/90 disabled:opacity-60"
      >
        {retrying ? 'Reintentando…' : 'Reintentar'}
      </button>
    </div>
  );
}

export function ResultsEmpty({ onClear, hasFilters }: { onClear: () => void; hasFilters: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="text-lg font-bold text-gray-900">No se encontraron eventos</p>
      {hasFilters ? (
        <>
          <p className="text-sm text-gray-700">Prueba con otras fechas o quita algún filtro.</p>
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 rounded-full bg-primary px-5 text-sm font-bold text-white hover:bg-primary/90"
          >
            Limpiar filtros
          </button>
        </>
      ) : (
        <p className="text-sm text-gray-700">Todavía no hay eventos publicados para estas fechas.</p>
      )}
    </div>
  );
}
