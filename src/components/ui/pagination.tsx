import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { pageNumbers } from '@/lib/paginate';
import { cn } from '@/lib/cn';
import { m } from '@/i18n/paraglide/messages.js';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name. */
  label?: string;
}

const baseClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold disabled:pointer-events-none disabled:opacity-40';
const idleClass = 'border-gray-300 bg-white text-gray-900 hover:border-primary hover:text-primary';
const compactClass = cn(baseClass, 'w-11 border-gray-300 bg-white px-0');

/** The previous (-1) or next (+1) page's button, disabled at the ends. */
const stepProps = ({ page, totalPages, onPageChange }: PaginationProps, step: -1 | 1) => ({
  type: 'button' as const,
  onClick: () => onPageChange(page + step),
  disabled: step < 0 ? page <= 1 : page >= totalPages,
});

/** 'Página X de Y', Anterior, at most 3 page numbers with ellipses, Siguiente. */
export function Pagination(props: PaginationProps) {
  const { page, totalPages, onPageChange, label = m.components_pagination_label() } = props;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-gray-700" aria-live="polite">
        {m.components_pagination_page_of({ page, total: totalPages })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button {...stepProps(props, -1)} className={cn(baseClass, idleClass)}>
            <ChevronLeftIcon width={16} height={16} />
            {m.components_pagination_previous()}
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
                aria-label={m.components_pagination_page({ page: item })}
                className={cn(baseClass, item === page ? 'border-primary bg-primary text-white' : idleClass)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button {...stepProps(props, 1)} className={cn(baseClass, idleClass)}>
            {m.components_pagination_next()}
            <ChevronRightIcon width={16} height={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Compact pager for small screens: previous / 'Página X de Y' / next. */
export function MobilePagination(props: PaginationProps) {
  const { page, totalPages } = props;
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={m.components_pagination_label()}
      className="mt-6 flex items-center justify-between gap-2"
    >
      <button
        {...stepProps(props, -1)}
        aria-label={m.components_pagination_previous_page()}
        className={compactClass}
      >
        <ChevronLeftIcon />
      </button>
      <p className="text-sm font-medium text-gray-800" aria-live="polite">
        {m.components_pagination_page_of({ page, total: totalPages })}
      </p>
      <button
        {...stepProps(props, 1)}
        aria-label={m.components_pagination_next_page()}
        className={compactClass}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
