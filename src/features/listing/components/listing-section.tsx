import { FilterSheet } from '@/features/listing/components/filter-sheet';
import { FilterSidebar } from '@/features/listing/components/filter-sidebar';
import { useIsMobile } from '@/hooks/use-media-query';
import { RESULTS_SECTION_CLASS } from '../hooks/results-section-class';
import { RESULTS_ID, scrollToResults, useScrollToResultsSoon } from '../hooks/scroll-to-results';
import { ResultsSection, type ResultsSectionProps } from './results-section';

export interface ListingSectionProps extends ResultsSectionProps {
  /** The date control in the panel (hidden on pages whose day is fixed). */
  showDates?: boolean;
}

/**
 * The listing of the home page and the landings: the filter panel (sticky sidebar on desktop,
 * bottom sheet on phones) beside the results (count, sort, active-filter chips and cards).
 */
export function ListingSection({ showDates, ...results }: ListingSectionProps) {
  const { city, listing } = results;
  const isMobile = useIsMobile();
  const scrollToResultsSoon = useScrollToResultsSoon();
  return (
    <>
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
        <ResultsSection {...results} />
      </section>
      {isMobile && (
        <FilterSheet
          city={city}
          filters={listing.filters}
          onChange={listing.updateFilters}
          resultCount={results.results.length}
          onShowResults={scrollToResultsSoon}
          showDates={showDates}
        />
      )}
    </>
  );
}
