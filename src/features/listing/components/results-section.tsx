import type { ReactNode } from 'react';
import { MobilePagination, Pagination } from '@/components/ui/pagination';
import { PAGE_SIZE, PAGE_SIZE_SMALL, type SortOption } from '@/config/constants';
import type { City } from '@/config/types';
import type { EventItem } from '@/features/events';
import { ActiveFilterBar } from '@/features/listing/components/active-filter-bar';
import { SortSelect } from '@/features/listing/components/sort-select';
import { hasActiveFilters } from '@/features/listing/domain/active';
import { paginate } from '@/lib/paginate';
import { type ListingFilters } from '@/features/listing/hooks/use-listing-filters';
import { useIsMobile, useIsSmallScreen } from '@/hooks/use-media-query';
import { formatCount } from '@/lib/format-count';
import { useScrollToResultsSoon } from '../hooks/scroll-to-results';
import { EventsGrid } from './events-grid';
import { ProgressiveList } from './progressive-list';
import { ResultsEmpty, ResultsError, ResultsLoading } from './results-states';

export interface ResultsSectionProps {
  city: City;
  listing: ListingFilters;
  results: readonly EventItem[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** Under 768 px, reveal cards progressively instead of paginating. */
  mobileReveal?: boolean;
  /** Heading of the results (default 'Eventos en {city}'). */
  title?: string;
  /** Cards per page (default 9, 6 under 640 px). */
  pageSize?: number;
  /** Sorts offered (default all five). */
  sortOptions?: readonly SortOption[];
  /** Shown instead of the default empty state when no event is left. */
  empty?: ReactNode;
  /** Whether 'Limpiar filtros' has anything to do (default: when a filter chip shows). */
  clearable?: boolean;
}

/** Count, sort, active filters, then the cards (paginated, or revealed progressively on phones). */
export function ResultsSection({
  city,
  listing,
  results,
  isLoading,
  error,
  onRetry,
  retrying,
  mobileReveal = true,
  title,
  pageSize,
  sortOptions,
  empty,
  clearable,
}: ResultsSectionProps) {
  const isMobile = useIsMobile();
  const isSmall = useIsSmallScreen();
  const reveal = mobileReveal && isMobile;
  const page = paginate(results, listing.page, pageSize ?? (isSmall ? PAGE_SIZE_SMALL : PAGE_SIZE));
  const scrollToResultsSoon = useScrollToResultsSoon();

  const changePage = (next: number) => {
    listing.setPage(next);
    scrollToResultsSoon();
  };
  const resetKey = `${JSON.stringify(listing.filters)}|${listing.sort}`;
  const filtered = hasActiveFilters(listing.filters);

  let body;
  if (isLoading) body = <ResultsLoading />;
  else if (error) body = <ResultsError message={error.message} onRetry={onRetry} retrying={retrying} />;
  else if (results.length === 0)
    body = empty ?? <ResultsEmpty onClear={listing.clearFilters} hasFilters={filtered} />;
  else if (reveal) body = <ProgressiveList events={results} resetKey={resetKey} />;
  else {
    const Pager = isMobile ? MobilePagination : Pagination;
    body = (
      <>
        <EventsGrid events={page.items} />
        <Pager page={page.page} totalPages={page.totalPages} onPageChange={changePage} />
      </>
    );
  }

  return (
    <div className="min-w-0">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="resultados-titulo" className="text-2xl font-extrabold text-gray-900">
            {title ?? `Eventos en ${city.name}`}
          </h2>
          {!isLoading && !error && (
            <p className="text-sm text-gray-700" aria-live="polite">
              {results.length === 1
                ? '1 evento encontrado'
                : `${formatCount(results.length)} eventos encontrados`}
            </p>
          )}
        </div>
        <SortSelect value={listing.sort} onChange={listing.setSort} options={sortOptions} />
      </div>
      <div className="mb-4">
        <ActiveFilterBar
          filters={listing.filters}
          city={city}
          onChange={listing.updateFilters}
          onClear={listing.clearFilters}
          clearable={clearable}
        />
      </div>
      {body}
    </div>
  );
}
