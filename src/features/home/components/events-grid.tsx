import { memo } from 'react';
import { EventCard } from '@/features/events/components/event-card';
import { useFavoriteCounts } from '@/features/events/api/use-favorite-counts';
import type { EventItem } from '@/features/events/domain/types';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';

/** Cards in 1, 2 or 3 columns (one column beside the sidebar on small tablets). */
export const GRID_CLASS =
  'grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3';

/** How many cards at the top load their picture at once. */
const PRIORITY_CARDS = 3;

/**
 * One card, memoised: the listing re-renders on every keystroke and filter change, while a card
 * only changes with its event, its count or its position among the first cards.
 */
const GridCard = memo(function GridCard({
  event,
  favoriteCount,
  priority,
}: {
  event: EventItem;
  favoriteCount: number | undefined;
  priority: boolean;
}) {
  return (
    <EventCard
      event={event}
      favoriteCount={favoriteCount}
      favoriteSlot={<FavoriteButton event={event} />}
      priority={priority}
    />
  );
});

export function EventsGrid({ events }: { events: readonly EventItem[] }) {
  const counts = useFavoriteCounts(events.map((event) => event.id));
  return (
    <ul className={GRID_CLASS}>
      {events.map((event, index) => (
        <li key={event.id}>
          <GridCard event={event} favoriteCount={counts[event.id]} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}
