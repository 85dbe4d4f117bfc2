import { useState, type ReactNode } from 'react';
import type { SortOption } from '@/config/constants';
import { FilterSheet } from '@/features/filters/components/filter-sheet';
import { FilterSidebar } from '@/features/filters/components/filter-sidebar';
import { FavoriteToggleProvider } from '@/features/favorites/components/favorite-toggle-provider';
import { ResultsSection } from '@/features/home/components/results-section';
import { RESULTS_ID, scrollToResults, useScrollToResultsSoon } from '@/features/home/scroll-to-results';
import { ListingCoveredContext } from '@/features/home/listing-covered';
import { RESULTS_SECTION_CLASS } from '@/features/home/results-section-class';
import { useIsMobile } from '@/hooks/use-media-query';
import type { LandingListing } from '../hooks/use-landing-listing';

export interface LandingResultsProps {
  state: LandingListing;
  title: string;
  empty: ReactNode;
  pageSize?: number;
  sortOptions?: readonly SortOption[];
  /** Reveal cards progressively under 768 px instead of paginating (default, as on the home page). */
  mobileReveal?: boolean;
  /** The date control in the panel (hidden on pages whose day is fixed). */
  showDates?: boolean;
}

/**
 * The home listing's blocks for a landing: the filter panel (sticky sidebar on desktop, bottom sheet
 * on phones), the count, sort, active-filter chips and the paginated cards.
 */
export function LandingResults({
  state,
  title,
  empty,
  pageSize,
  sortOptions,
  mobileReveal,
  showDates,
}: LandingResultsProps) {
  const isMobile = useIsMobile();
  const scrollToResultsSoon = useScrollToResultsSoon();
  const { city, listing, results } = state;
  // The phone's filter sheet lies over the listing while it is open (see ListingCoveredContext).
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <FavoriteToggleProvider>
      <ListingCoveredContext.Provider value={isMobile && sheetOpen}>
        <section id={RESULTS_ID} aria-labelledby="resultados-titulo" className={RESULTS_SECTION_CLASS}>
          {!isMobile && (
            <FilterSidebar
              city={city}
              filters={listing.filters}
              onChange={listing.updateFilters}
              onDateRangeComplete={scrollToResults}
              showDates={showDates}
            />
          )}
          <ResultsSection
            city={city}
            listing={listing}
            results={results}
            isLoading={state.isLoading}
            error={state.error}
            onRetry={state.retry}
            retrying={state.retrying}
            mobileReveal={mobileReveal}
            title={title}
            pageSize={pageSize}
            sortOptions={sortOptions}
            empty={empty}
            clearable={state.clearable}
          />
        </section>
      </ListingCoveredContext.Provider>
      {isMobile && (
        <FilterSheet
          city={city}
          filters={listing.filters}
          onChange={listing.updateFilters}
          resultCount={results.length}
          onShowResults={scrollToResultsSoon}
          onOpenChange={setSheetOpen}
          showDates={showDates}
        />
      )}
    </FavoriteToggleProvider>
  );
}
