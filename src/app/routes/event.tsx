import { useParams } from 'react-router-dom';
import { EventPage } from '@/features/events/components/event-page/event-page';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { FavoriteEventButton } from '@/features/favorites/components/favorite-event-button';
import { FavoriteToggleProvider } from '@/features/favorites/components/favorite-toggle-provider';

export default function EventRoute() {
  const { eventParam } = useParams();
  // One favourites controller for the page's button and its related events' stars.
  return (
    <FavoriteToggleProvider>
      <EventPage
        key={eventParam ?? ''}
        eventParam={eventParam ?? null}
        renderFavorite={(event) => <FavoriteEventButton event={event} />}
        renderCardFavorite={(event) => <FavoriteButton event={event} />}
      />
    </FavoriteToggleProvider>
  );
}
