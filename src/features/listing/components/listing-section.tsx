import { FilterSheet } from '@/features/listing/components/filter-sheet';
import { FilterSidebar } from '@/features/listing/components/filter-sidebar';
import { useIsMobile } from '@/hooks/use-media-query';
import { OFFSCREEN_LISTING } from '@/lib/offscreen';
import { RESULTS_ID, scrollToResults, useScrollToResultsSoon } from '../hooks/scroll-to-results';
import { ResultsSection, type ResultsSectionProps } from './results-section';

/**
 * The sidebar beside the results from 768 px, rendered only near the viewport (OFFSCREEN_LISTING:
 * nothing inside is position: fixed, so the containment changes nothing on screen).
 */
const SECTION_CLASS = `mx-auto grid max-w-7xl scroll-mt-4 gap-6 px-4 pt-10 pb-24 md:grid-cols-[17rem_minmax(0,1fr)] md:pb-12 lg:grid-cols-[19rem_minmax(0,1fr)] ${OFFSCREEN_LISTING}`;

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
      <section id={RESULTS_ID} aria-labelledby="resultados-titulo" className={SECTION_CLASS}>
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
