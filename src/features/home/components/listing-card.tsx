import { memo } from 'react';
import { EventCard } from '@/features/events/components/event-card';
import type { EventItem } from '@/features/events/domain/types';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';

export interface ListingCardProps {
  event: EventItem;
  /** Pass `count || undefined`: a 0 shows as nothing, like an unknown count, and re-renders nothing. */
  favoriteCount: number | undefined;
  compact?: boolean;
  priority?: boolean;
  className?: string;
}

/**
 * One card of a home listing (the results grid, the carousels), memoised. Its row re-renders often
 * while the page starts and as the visitor types: the favourite counts and the visitor's favourites
 * arrive, a section's query settles, the results change. A card only changes with its event, its
 * count or its place among the first cards, so the others keep what they drew (a card is ~20
 * components: facts, badges, picture, buttons).
 */
export const ListingCard = memo(function ListingCard({
  event,
  favoriteCount,
  compact,
  priority,
  className,
}: ListingCardProps) {
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
});
