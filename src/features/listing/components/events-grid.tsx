import { useState } from 'react';
import { useFavoriteCounts, type EventItem } from '@/features/events';
import { ListingCard } from './listing-card';

/** Cards in 1, 2 or 3 columns (one column beside the sidebar on small tablets). */
export const GRID_CLASS =
  'grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3';

/**
 * Cards of the grid's first results whose picture loads at once; results that replace them (a search,
 * a filter, another page) load lazily, so a keystroke in the hero starts no downloads.
 */
const PRIORITY_CARDS = 3;

/**
 * A card is laid out and painted only near the viewport, so cards far below the hero cost nothing per
 * keystroke; until rendered once it counts as 620 px tall (a typical card), then as tall as it was.
 */
const CARD_CLASS = '[content-visibility:auto] [contain-intrinsic-size:auto_620px]';

export function EventsGrid({ events }: { events: readonly EventItem[] }) {
  const counts = useFavoriteCounts(events.map((event) => event.id));
  const [priorityIds] = useState(() => new Set(events.slice(0, PRIORITY_CARDS).map((event) => event.id)));
  return (
    <ul className={GRID_CLASS}>
      {events.map((event, index) => (
        <li key={event.id}>
          <ListingCard
            event={event}
            favoriteCount={counts[event.id]}
            priority={index < PRIORITY_CARDS && priorityIds.has(event.id)}
            className={CARD_CLASS}
          />
        </li>
      ))}
    </ul>
  );
}
