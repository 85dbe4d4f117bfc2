import type { ComponentProps } from 'react';
import { EventCard } from '@/features/events';
import { FavoriteButton } from '@/features/favorites';

/** One card of a home listing (the results grid, the carousels), with the favourite star. */
export function ListingCard(props: Omit<ComponentProps<typeof EventCard>, 'favoriteSlot'>) {
  return <EventCard {...props} favoriteSlot={<FavoriteButton event={props.event} />} />;
}
