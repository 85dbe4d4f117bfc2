import { useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { CAROUSEL_INITIAL_CARDS, CAROUSEL_RENDER_MARGIN, CAROUSEL_REVEAL_MARGIN } from '@/config/tuning';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useFavoriteCounts, type EventItem } from '@/features/events';
import { CardSkeleton, ListingCard } from '@/features/listing';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { OFFSCREEN_CAROUSEL } from '@/lib/offscreen';

export interface EventsCarouselProps {
  title: string;
  description?: string;
  events: readonly EventItem[];
  isLoading?: boolean;
}

const CARD_CLASS = 'w-[280px] shrink-0 snap-start md:w-[300px]';
const SKELETONS = 3;
const ARROWS = [
  { direction: -1, label: m.home_carousel_previous, Icon: ChevronLeftIcon },
  { direction: 1, label: m.home_carousel_next, Icon: ChevronRightIcon },
] as const;

/** The sentinel is a child of the row it watches against. */
const rowOf = (sentinel: HTMLElement) => sentinel.parentElement;

/** A row of cards (with their favourite counts) with scroll snapping; arrow keys scroll the focusable row, the buttons a card at a time. */
export function EventsCarousel({ title, description, events, isLoading = false }: EventsCarouselProps) {
  const favoriteCounts = useFavoriteCounts(events.map((event) => event.id));
  const titleId = useId();
  const row = useRef<HTMLUListElement>(null);
  // Rows far below the first screen get their cards when the visitor scrolls towards them.
  const [section, near] = useNearViewport<HTMLElement>(CAROUSEL_RENDER_MARGIN);
  // The cards beyond the first few are built for good once the visitor reaches for the row
  // (pointer, focus, key: any shift then falls in the input's grace period) or its sentinel, after
  // the first cards, scrolls near the row's visible end.
  const [sentinelRef, nearEnd] = useNearViewport(CAROUSEL_REVEAL_MARGIN, rowOf);
  const [asked, setAsked] = useState(false);
  const reveal = () => setAsked(true);
  const revealed = nearEnd || asked;
  if (!isLoading && events.length === 0) return null;
  const pending = isLoading || !near;
  const shown = revealed ? events : events.slice(0, CAROUSEL_INITIAL_CARDS);

  const scrollBy = (direction: 1 | -1) => {
    reveal();
    const list = row.current;
    if (!list) return;
    const card = list.querySelector('li');
    list.scrollBy({
      left: direction * ((card?.getBoundingClientRect().width ?? 280) + 16),
      behavior: 'smooth',
    });
  };

  return (
    <section
      ref={section}
      aria-labelledby={titleId}
      className={cn('mx-auto max-w-7xl px-4 pt-5 sm:pt-10', OFFSCREEN_CAROUSEL)}
    >
      <div className="mb-2 flex items-end justify-between gap-4 sm:mb-4">
        <div>
          <h2 id={titleId} className="text-xl font-extrabold text-gray-900 sm:text-2xl">
            {title}
          </h2>
          {/* Not on phones: the row's cards speak for it, and its first card must reach the first screen. */}
          {description && <p className="mt-1 hidden text-sm text-gray-700 sm:block">{description}</p>}
        </div>
        {!pending && events.length > 1 && (
          <div className="hidden shrink-0 gap-2 md:flex">
            {ARROWS.map(({ direction, label, Icon }) => (
              <button
                key={direction}
                type="button"
                onClick={() => scrollBy(direction)}
                aria-label={label({ title })}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white hover:border-primary hover:text-primary"
              >
                <Icon />
              </button>
            ))}
          </div>
        )}
      </div>
      <ul
        ref={row}
        tabIndex={0}
        aria-labelledby={titleId}
        aria-busy={pending}
        onPointerDown={reveal}
        onFocus={reveal}
        onKeyDown={reveal}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4"
      >
        {pending
          ? Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i} className={CARD_CLASS}>
                <CardSkeleton variant="compact" pulse={isLoading} />
              </li>
            ))
          : shown.map((event, place) => (
              // Keyed by place: with scroll snapping the browser follows the element it snapped to, so a
              // first card moved to the end would scroll the row away; the card itself is keyed by event.
              <li key={place} className={CARD_CLASS}>
                <ListingCard
                  key={event.id}
                  event={event}
                  favoriteCount={favoriteCounts[event.id] || undefined}
                  compact
                />
              </li>
            ))}
        {!pending && shown.length < events.length && (
          <li ref={sentinelRef} aria-hidden="true" className="w-px shrink-0" />
        )}
      </ul>
    </section>
  );
}
