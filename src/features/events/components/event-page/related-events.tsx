import { type ReactNode } from 'react';
import type { City } from '@/config/types';
import { useFavoriteCounts } from '../../api/use-favorite-counts';
import { useRelatedEvents } from '../../api/use-related-events';
import type { EventItem } from '../../domain/types';
import { EventCard } from '../event-card';

export interface RelatedEventsProps {
  event: EventItem;
  city: City;
  /** The favourites star of each card (accounts feature). */
  renderFavorite?: (event: EventItem) => ReactNode;
}

/** Up to 6 related events of the city, as cards; nothing when none scores above 0. */
export function RelatedEvents({ event, city, renderFavorite }: RelatedEventsProps) {
  const related = useRelatedEvents(event, city);
  const counts = useFavoriteCounts(related.map((e) => e.id));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-events-title" className="space-y-4">
      <h2 id="related-events-title" className="text-2xl font-bold text-gray-900">
        Eventos relacionados
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((e) => (
          <li key={e.id}>
            <EventCard event={e} favoriteCount={counts[e.id]} favoriteSlot={renderFavorite?.(e)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
