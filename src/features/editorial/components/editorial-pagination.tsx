import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { pageNumbers } from '@/features/filters';
import { cn } from '@/lib/cn';

export interface EditorialPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const baseClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold disabled:pointer-events-none disabled:opacity-40';
const idleClass = 'border-gray-300 bg-white text-gray-900 hover:border-primary hover:text-primary';

/** 'Página X de Y', Anterior, at most 3 page numbers with ellipses, Siguiente. */
export function EditorialPagination({ page, totalPages, onPageChange }: EditorialPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación de artículos" className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-gray-700" aria-live="polite">
        Página {page} de {totalPages}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            className={cn(baseClass, idleClass)}
          >
            <ChevronLeftIcon width={16} height={16} />
            Anterior
          </button>
        </li>
        {pageNumbers(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                className={cn(baseClass, item === page ? 'border-primary bg-primary text-white' : idleClass)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            className={cn(baseClass, idleClass)}
          >
            Siguiente
            <ChevronRightIcon width={16} height={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
