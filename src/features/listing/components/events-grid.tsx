import { useState } from 'react';
import { useFavoriteCounts, type EventItem } from '@/features/events';
import { ListingCard } from './listing-card';

/** Cards in 1, 2 or 3 columns (one column beside the sidebar on small tablets). */
export const GRID_CLASS =
  'grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3';

/**
 * How many cards at the top of the grid's first results load their picture at once. Results that
 * replace them (a search, a filter, another page) load lazily: the browser fetches them as they near
 * the viewport, and a keystroke typed in the hero, far above the listing, starts no downloads.
 */
const PRIORITY_CARDS = 3;

/**
 * The browser lays out and paints a card only once it nears the viewport: a search typed in the
 * hero replaces cards far below it, and they no longer cost style, layout and paint on every
 * keystroke. Until a card has been rendered once it counts as 620 px tall (a typical card; a row
 * then takes its real height before it scrolls into view); after that, as tall as it last was.
 * Content stays in the page for find-in-page, focus and assistive technology.
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
