import { useParams } from 'react-router-dom';
import { EventPage, type EventItem } from '@/features/events';
import { FavoriteButton, FavoriteToggleProvider } from '@/features/favorites';

// Defined once: the related events' cards are memoised, and a renderer with a new identity on every
// render would draw them all again.
const renderFavorite = (event: EventItem) => <FavoriteButton event={event} onEventPage />;
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
