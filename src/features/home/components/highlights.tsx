import type { City } from '@/config/types';
import { useFavoriteCounts, type EventItem } from '@/features/events';
import { EventsCarousel } from './events-carousel';

// The rows show what the page chose for them (useHomeRows: each row without what a row above shows).

interface RowProps {
  events: readonly EventItem[];
  isLoading: boolean;
}

/** "Hoy en {city}": events on today, soonest start first. */
export function TodayCarousel({ city, events, isLoading }: RowProps & { city: City }) {
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
export function TrendingSection({ events, isLoading, failed }: RowProps & { failed: boolean }) {
  const counts = useFavoriteCounts(events.map((event) => event.id));
  if (failed) return null;
  return (
    <EventsCarousel
      title="Tendencias"
      description="Los planes que más se están guardando y los que empiezan ya."
      events={events}
      favoriteCounts={counts}
      isLoading={isLoading}
    />
  );
}

/** "Próximos días": starting today through the next five days. */
export function NearbySection({ events, isLoading }: RowProps) {
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
export function FeaturedSection({ events, isLoading }: RowProps) {
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
