import { useParams } from 'react-router-dom';
import { EventPage } from '@/features/events/components/event-page/event-page';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { FavoriteEventButton } from '@/features/favorites/components/favorite-event-button';

export default function EventRoute() {
  const { eventParam } = useParams();
  return (
    <EventPage
      key={eventParam ?? ''}
      eventParam={eventParam ?? null}
      renderFavorite={(event) => <FavoriteEventButton event={event} />}
      renderCardFavorite={(event) => <FavoriteButton event={event} />}
    />
  );
}
