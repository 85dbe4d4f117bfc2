import { useState } from 'react';
import { useCity, CityHero, PageMeta } from '@/features/city';
import { useCityEvents } from '@/features/events';
import { CalendarSubscribe } from '@/features/feeds';
import { FavoriteToggleProvider } from '@/features/favorites';
import {
  hasActiveFilters,
  todayRange,
  tonight,
  weekendRange,
  setFreeOnly,
  type Filters,
  useListingFilters,
  ListingSection,
  scrollToResults,
  useScrollToResultsSoon,
  useListingResults,
  useRetryEvents,
} from '@/features/listing';
import { cityNames } from '@/i18n/city-names';
import { useIsMobile } from '@/hooks/use-media-query';
import { m } from '@/i18n/paraglide/messages.js';
import { BackToTop } from './components/back-to-top';
import { CityCounters } from './components/city-counters';
import { EditorialBlock } from './components/editorial-block';
import { HeroSearch } from './components/hero-search';
import { EventsCarousel } from './components/events-carousel';
import { QuickLinks } from './components/quick-links';
import { ScrollProgress } from './components/scroll-progress';
import { TopBanner } from './components/top-banner';
import { countCityEvents } from './counters';
import { homeHead } from './home-head';
import { useHomeRows } from './use-home-rows';

export function HomePage() {
  const { city, cityUrl } = useCity();
  const { events, isLoading, error, allEventsLoaded } = useCityEvents(city);
  const listing = useListingFilters(city);
  // Read once: the event list itself is fetched for that day.
  const [now] = useState(() => new Date());
  const isMobile = useIsMobile();
  const { retry, retrying } = useRetryEvents();
  const { visible, results } = useListingResults(events, listing.filters, listing.sort, city, now);
  const filtered = hasActiveFilters(listing.filters);
  const scrollToResultsSoon = useScrollToResultsSoon();
  const rows = useHomeRows({ visible, now, listing: results, filtered });
  // After the hooks, so the compiler memoises it (a value computed between hook calls is not).
  const counts = allEventsLoaded ? countCityEvents(visible, now) : null;

  const applyAndShow = (update: (filters: Filters) => Filters) => {
    listing.updateFilters(update);
    scrollToResultsSoon();
  };

  return (
    <FavoriteToggleProvider>
      <PageMeta {...homeHead(city, cityUrl(city.id))} />
      <ScrollProgress />
      <TopBanner city={city} onShowEvents={scrollToResults} />
      <CityHero>
        <HeroSearch
          city={city}
          filters={listing.filters}
          onChange={listing.updateFilters}
          onShowResults={scrollToResults}
        />
        <CityCounters
          counts={counts}
          onToday={() => applyAndShow((f) => ({ ...f, dateRange: todayRange(now) }))}
          onTonight={() => applyAndShow((f) => tonight(f, now))}
          onWeekend={() => applyAndShow((f) => ({ ...f, dateRange: weekendRange(now) }))}
          onFree={() => applyAndShow((f) => setFreeOnly(f, true))}
        />
      </CityHero>
      {!error && (
        <EventsCarousel
          title={m.home_row_today(cityNames(city))}
          description={m.home_row_today_description()}
          events={rows.today}
          isLoading={isLoading}
        />
      )}
      {/* Under the first row: on a phone the first event reaches the first screen. */}
      <QuickLinks city={city} />
      {!error && (
        <>
          {/* Scored with the favourites of the last 7 days; left out if those counts fail to load. */}
          {!rows.trendingFailed && (
            <EventsCarousel
              title={m.home_row_trending()}
              description={m.home_row_trending_description()}
              events={rows.trending}
              isLoading={isLoading || rows.trendingPending}
            />
          )}
          <EventsCarousel
            title={m.home_row_nearby()}
            description={m.home_row_nearby_description()}
            events={rows.nearby}
            isLoading={isLoading}
          />
          {!(isMobile && filtered) && (
            <EventsCarousel
              title={m.home_row_featured()}
              description={m.home_row_featured_description()}
              events={rows.featured}
              isLoading={isLoading}
            />
          )}
        </>
      )}
      <ListingSection
        city={city}
        listing={listing}
        results={rows.listing}
        isLoading={isLoading}
        error={error}
        onRetry={retry}
        retrying={retrying}
      />
      <EditorialBlock city={city} now={now} onApply={applyAndShow} />
      <CalendarSubscribe />
      <BackToTop />
    </FavoriteToggleProvider>
  );
}
