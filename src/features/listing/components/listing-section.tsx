import type { ReactNode } from 'react';
import { MobilePagination, Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { PAGE_SIZE, PAGE_SIZE_SMALL, SORT_OPTIONS, type SortOption } from '@/config/constants';
import type { City } from '@/config/types';
import type { EventItem } from '@/features/events';
import { hasActiveFilters } from '@/features/listing/domain/active';
import { cityNames } from '@/i18n/city-names';
import { sortLabels } from '@/features/listing/domain/sort-labels';
import { type ListingFilters } from '@/features/listing/hooks/use-listing-filters';
import { useIsMobile, useIsSmallScreen } from '@/hooks/use-media-query';
import { m } from '@/i18n/paraglide/messages.js';
import { formatCount } from '@/lib/format-count';
import { OFFSCREEN_LISTING } from '@/lib/offscreen';
import { paginate } from '@/lib/paginate';
import { RESULTS_ID, scrollToResults, useScrollToResultsSoon } from '../hooks/scroll-to-results';
import { ActiveFilterBar } from './active-filter-bar';
import { CardSkeleton } from './card-skeleton';
import { EventsGrid, GRID_CLASS } from './events-grid';
import { FilterSheet } from './filter-sheet';
import { FilterSidebar } from './filter-sidebar';
import { ProgressiveList } from './progressive-list';

/** The sidebar beside the results from 768 px, rendered only near the viewport (nothing inside is fixed). */
const SECTION_CLASS = `mx-auto grid max-w-7xl scroll-mt-4 gap-6 px-4 pt-10 pb-24 md:grid-cols-[17rem_minmax(0,1fr)] md:pb-12 lg:grid-cols-[19rem_minmax(0,1fr)] ${OFFSCREEN_LISTING}`;

const SKELETON_CARDS = 6;

export interface ListingSectionProps {
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
  sortOptions?: readonly SortOption[];
  /** Shown instead of the default empty state when no event is left. */
  empty?: ReactNode;
  clearable?: boolean;
  showDates?: boolean;
}

/** The home's and landings' listing: the filter panel (sidebar, or a phone's sheet) beside the results. */
export function ListingSection({
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
  sortOptions = SORT_OPTIONS,
  empty,
  clearable,
  showDates,
}: ListingSectionProps) {
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
  const panel = { city, filters: listing.filters, onChange: listing.updateFilters, showDates };

  let body;
  if (isLoading) {
    body = (
      <div className={GRID_CLASS} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-6"
      >
        <p className="font-semibold text-red-800">{m.listing_error_loading({ message: error.message })}</p>
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="min-h-11 rounded-full bg-primary px-5 text-sm font-bold text-white hover:bg-primary/90 disabled:opacity-60"
        >
          {retrying ? m.listing_retrying() : m.listing_retry()}
        </button>
      </div>
    );
  } else if (results.length === 0) {
    body = empty ?? (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
        <p className="text-lg font-bold text-gray-900">{m.listing_empty_title()}</p>
        {hasActiveFilters(listing.filters) ? (
          <>
            <p className="text-sm text-gray-700">{m.listing_empty_filtered()}</p>
            <button
              type="button"
              onClick={listing.clearFilters}
              className="min-h-11 rounded-full bg-primary px-5 text-sm font-bold text-white hover:bg-primary/90"
            >
              {m.listing_clear_filters()}
            </button>
          </>
        ) : (
          <p className="text-sm text-gray-700">{m.listing_empty_unfiltered()}</p>
        )}
      </div>
    );
  } else if (reveal) body = <ProgressiveList events={results} resetKey={resetKey} />;
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
    <>
      <section id={RESULTS_ID} aria-labelledby="resultados-titulo" className={SECTION_CLASS}>
        {!isMobile && <FilterSidebar {...panel} onDateRangeComplete={scrollToResults} />}
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="resultados-titulo" className="text-2xl font-extrabold text-gray-900">
                {title ?? m.listing_results_title(cityNames(city))}
              </h2>
              {/* Where the count goes, so the cards that replace the placeholders do not move. */}
              {isLoading ? (
                <p role="status" className="text-sm font-medium text-gray-700">
                  {m.listing_loading()}
                </p>
              ) : (
                !error && (
                  <p className="text-sm text-gray-700" aria-live="polite">
                    {m.listing_results_count({ count: results.length, shown: formatCount(results.length) })}
                  </p>
                )
              )}
            </div>
            <Select
              label={m.listing_sort_label()}
              options={sortOptions.map((option) => ({ value: option, label: sortLabels()[option] }))}
              value={listing.sort}
              onChange={(event) => {
                const sort = sortOptions.find((option) => option === event.target.value);
                if (sort) listing.setSort(sort);
              }}
            />
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
      </section>
      {isMobile && (
        <FilterSheet {...panel} resultCount={results.length} onShowResults={scrollToResultsSoon} />
      )}
    </>
  );
}
