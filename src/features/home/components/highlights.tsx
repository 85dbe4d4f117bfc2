import { useQuery } from '@tanstack/react-query';
import type { City } from '@/config/types';
import {
  eventsQueries,
  useFavoriteCounts,
  selectNearby,
  compareBySoonestStart,
  selectTrending,
  type EventItem,
} from '@/features/events';
import { matchesDateRange, todayRange } from '@/features/filters';
import { EventsCarousel } from './events-carousel';

/** How many of today's events the first carousel shows. */
const TODAY_MAX = 12;
/** How many featured events the featured block shows. */
const FEATURED_MAX = 9;

export interface HighlightsProps {
  city: City;
  /** Listing-visible events (ended ones already hidden). */
  visible: readonly EventItem[];
  isLoading: boolean;
  now: Date;
}

/** "Hoy en {city}": events on today, soonest start first. */
export function TodayCarousel({ city, visible, isLoading, now }: HighlightsProps) {
  const today = todayRange(now);
  const events = visible
    .filter((event) => matchesDateRange(event, today))
    .sort(compareBySoonestStart)
    .slice(0, TODAY_MAX);
  const counts = useFavoriteCounts(events.map((event) => event.id));
  return (
    <EventsCarousel
      title={`Hoy en ${city.name}`}
      description="Lo que puedes hacer hoy mismo, empezando por lo más temprano."
      events={events}
      favoriteCounts={counts}
      isLoading={isLoading}
    />
  );
}

/** "Tendencias": scored with the favourites of the last 7 days; hidden if those counts fail to load. */
export function TrendingSection({ visible, isLoading, now }: HighlightsProps) {
  const trending = useQuery(eventsQueries.trendingCounts());
  const events = trending.data ? selectTrending(visible, trending.data, now) : [];
  const counts = useFavoriteCounts(events.map((event) => event.id));
  if (trending.isError) return null;
  return (
    <EventsCarousel
      title="Tendencias"
      description="Los planes que más se están guardando y los que empiezan ya."
      events={events}
      favoriteCounts={counts}
      isLoading={isLoading || trending.isPending}
    />
  );
}

/** "Próximos días": starting today through the next five days. */
export function NearbySection({ visible, isLoading, now }: HighlightsProps) {
  const events = selectNearby(visible, now);
  const counts = useFavoriteCounts(events.map((event) => event.id));
  return (
    <EventsCarousel
      title="Próximos días"
      description="Empiezan entre hoy y los próximos cinco días."
      events={events}
      favoriteCounts={counts}
      isLoading={isLoading}
    />
  );
}

/** "Destacados": featured events (destacado > 0), most featured first. */
export function FeaturedSection({ visible, isLoading }: Omit<HighlightsProps, 'now' | 'city'>) {
  const events = visible
    .filter((event) => event.destacado > 0)
    .sort((a, b) => b.destacado - a.destacado || compareBySoonestStart(a, b))
    .slice(0, FEATURED_MAX);
  const counts = useFavoriteCounts(events.map((event) => event.id));
  return (
    <EventsCarousel
      title="Destacados"
      description="Eventos que sus organizadores han querido destacar."
      events={events}
      favoriteCounts={counts}
      isLoading={isLoading}
    />
  );
}
