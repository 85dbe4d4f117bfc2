import { EventCard, type EventItem } from '@/features/events';
import { FavoriteButton } from '@/features/favorites';

export interface ListingCardProps {
  event: EventItem;
  favoriteCount: number | undefined;
  compact?: boolean;
  priority?: boolean;
  className?: string;
}

/** One card of a home listing (the results grid, the carousels), with the favourite star. */
export function ListingCard({ event, favoriteCount, compact, priority, className }: ListingCardProps) {
  return (
    <EventCard
      event={event}
      favoriteCount={favoriteCount}
      favoriteSlot={<FavoriteButton event={event} />}
      compact={compact}
      priority={priority}
      className={className}
    />
  );
}
