import { useParams } from 'react-router-dom';
import { EventPage } from '@/features/events/components/event-page/event-page';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { FavoriteEventButton } from '@/features/favorites/components/favorite-event-button';
import type { EventItem } from '@/features/events/domain/types';
import { FavoriteToggleProvider } from '@/features/favorites/components/favorite-toggle-provider';

// Defined once: the related events' cards are memoised, and a renderer with a new identity on every
// render would draw them all again.
const renderFavorite = (event: EventItem) => <FavoriteEventButton event={event} />;
const renderCardFavorite = (event: EventItem) => <FavoriteButton event={event} />;

export default function EventRoute() {
  const { eventParam } = useParams();
  // One favourites controller for the page's button and its related events' stars.
  return (
    <FavoriteToggleProvider>
      <EventPage
        key={eventParam ?? ''}
        eventParam={eventParam ?? null}
        renderFavorite={renderFavorite}
        renderCardFavorite={renderCardFavorite}
      />
    </FavoriteToggleProvider>
  );
}
