import { memo, useCallback, useMemo } from 'react';
import type { City } from '@/config/types';
import { useCity } from '@/features/city/city-context';
import { CityHero } from '@/features/city/components/city-hero';
import { useCityEvents } from '@/features/events/api/use-city-events';
import type { CityEventsState } from '@/features/events/api/use-city-events';
import { CalendarSubscribe } from '@/features/feeds/components/calendar-subscribe';
import { FavoriteToggleProvider } from '@/features/favorites/components/favorite-toggle-provider';
import { hasActiveFilters } from '@/features/filters/domain/active';
import { todayRange, tonight, weekendRange } from '@/features/filters/domain/date-presets';
import { setFreeOnly } from '@/features/filters/domain/toggles';
import type { Filters } from '@/features/filters/domain/types';
import { useListingFilters } from '@/features/filters/hooks/use-listing-filters';
import { useIsMobile } from '@/hooks/use-media-query';
import { BackToTop } from './components/back-to-top';
import { CityCounters } from './components/city-counters';
import { EditorialBlock } from './components/editorial-block';
import { HeroSearch } from './components/hero-search';
import { FeaturedSection, NearbySection, TodayCarousel, TrendingSection } from './components/highlights';
import { HomeMeta } from './components/home-meta';
import { ListingSection } from './components/listing-section';
import { QuickLinks } from './components/quick-links';
import { ScrollProgress } from './components/scroll-progress';
import { TopBanner } from './components/top-banner';
import { countCityEvents } from './counters';
import { scrollToResults, useScrollToResultsSoon } from './scroll-to-results';
import { useListingResults, visibleEvents } from './use-listing-results';
import { useNow } from './use-now';
import { useRetryEvents } from './use-retry-events';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { useStagedValue } from '@/hooks/use-staged-value';

export interface HomePageProps {
  /** Compact mode: no featured block. */
  compact?: boolean;
}

// Parts that do not depend on the filters are memoised, so a keystroke or a filter click re-renders
// only the search, the filters and the results.
const MemoHomeMeta = memo(HomeMeta);
const MemoScrollProgress = memo(ScrollProgress);
const MemoTopBanner = memo(TopBanner);
const MemoCityCounters = memo(CityCounters);
const MemoQuickLinks = memo(QuickLinks);
const MemoEditorialBlock = memo(EditorialBlock);
const MemoCalendarSubscribe = memo(CalendarSubscribe);
const MemoBackToTop = memo(BackToTop);

/** The city home: banner, hero with search and dates, counters, highlights, filters and the listing. */
export function HomePage({ compact = false }: HomePageProps) {
  const { city } = useCity();
  // Already deferred by the hook: the query's answers (the first page, then everything) re-render
  // most of the page in a time-sliced background render instead of one long task (Total Blocking Time).
  const data = useCityEvents(city);
  // One favourites controller for every star on the page (carousels and listing).
  return (
    <FavoriteToggleProvider>
      <HomeContent compact={compact} city={city} data={data} />
    </FavoriteToggleProvider>
  );
}

interface HomeContentProps extends Required<HomePageProps> {
  city: City;
  data: CityEventsState;
}

const HomeContent = memo(function HomeContent({ compact, city, data }: HomeContentProps) {
  const { events, isLoading, error, allEventsLoaded } = data;
  // New data reaches the page in three commits instead of one long task (see useStagedValue): today's
  // row first, the rows below it one task later, the listing (further down) one task after that.
  const rowsData = useStagedValue(data);
  const listingData = useStagedValue(rowsData);
  const listing = useListingFilters(city);
  const now = useNow();
  const isMobile = useIsMobile();
  const { retry, retrying } = useRetryEvents();
  const visible = useMemo(() => visibleEvents(events, now), [events, now]);
  const rowsVisible = useMemo(() => visibleEvents(rowsData.events, now), [rowsData.events, now]);
  const { results } = useListingResults(listingData.events, listing.filters, listing.sort, city, now);
  const counts = useMemo(
    () => (allEventsLoaded ? countCityEvents(visible, now) : null),
    [allEventsLoaded, visible, now],
  );
  const filtered = hasActiveFilters(listing.filters);
  const scrollToResultsSoon = useScrollToResultsSoon();

  const applyAndShow = useStableCallback((update: (filters: Filters) => Filters) => {
    listing.updateFilters(update);
    scrollToResultsSoon();
  });
  const onToday = useCallback(
    () => applyAndShow((f) => ({ ...f, dateRange: todayRange(now) })),
    [applyAndShow, now],
  );
  const onTonight = useCallback(() => applyAndShow((f) => tonight(f, now)), [applyAndShow, now]);
  const onWeekend = useCallback(
    () => applyAndShow((f) => ({ ...f, dateRange: weekendRange(now) })),
    [applyAndShow, now],
  );
  const onFree = useCallback(() => applyAndShow((f) => setFreeOnly(f, true)), [applyAndShow]);
  const laterRows = { city, visible: rowsVisible, isLoading: rowsData.isLoading, now };

  return (
    <>
      <MemoHomeMeta />
      <MemoScrollProgress />
      <MemoTopBanner city={city} onShowEvents={scrollToResults} />
      <CityHero>
        <HeroSearch
          city={city}
          filters={listing.filters}
          onChange={listing.updateFilters}
          onShowResults={scrollToResults}
        />
        <MemoCityCounters
          counts={counts}
          onToday={onToday}
          onTonight={onTonight}
          onWeekend={onWeekend}
          onFree={onFree}
        />
      </CityHero>
      {!error && <TodayCarousel city={city} visible={visible} isLoading={isLoading} now={now} />}
      {/* Under the first row: on a phone the first event reaches the first screen. */}
      <MemoQuickLinks city={city} />
      {!error && (
        <>
          <TrendingSection {...laterRows} />
          <NearbySection {...laterRows} />
          {!compact && !(isMobile && filtered) && (
            <FeaturedSection visible={rowsVisible} isLoading={rowsData.isLoading} />
          )}
        </>
      )}
      <ListingSection
        city={city}
        listing={listing}
        results={results}
        isLoading={listingData.isLoading}
        error={listingData.error}
        onRetry={retry}
        retrying={retrying}
      />
      <MemoEditorialBlock city={city} now={now} onApply={applyAndShow} />
      <MemoCalendarSubscribe />
      <MemoBackToTop />
    </>
  );
});
