import { useId, type ReactNode } from 'react';
import { CARD_MAX_CATEGORY_BADGES, CARD_MAX_TAGS, LINK_COPIED_CARD_MS } from '@/config/constants';
import { BookmarkIcon, ShareIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { EventItem } from '../domain/types';
import { EventCardActions } from './event-card/event-card-actions';
import { EventCardDescription } from './event-card/event-card-description';
import { EventCardFacts } from './event-card/event-card-facts';
import { CANCELLED_LABEL, EventCardImage } from './event-card/event-card-image';
import { savedCountText } from './count-texts';
import { EventCategoryBadges } from './event-category-badges';
import { EventShare } from './event-share';
import { EventTags } from './event-tags';
import { useEventUrl } from './use-event-url';

export interface EventCardProps {
  event: EventItem;
  /** How many people saved it; nothing is shown when 0 or unknown. */
  favoriteCount?: number;
  /** Where the favourites star goes (accounts feature); nothing is drawn without it. */
  favoriteSlot?: ReactNode;
  /** Carousels: no description nor tags, badges on one line, the title in two lines at most. */
  compact?: boolean;
  priority?: boolean;
  className?: string;
}

/** Built once: a card re-rendered for another event leaves it alone. */
const SHARE_ICON = <ShareIcon width={18} height={18} />;

/** One event in a listing. The title and 'Más info' open the detail page in a new tab. */
export function EventCard({
  event,
  favoriteCount,
  favoriteSlot,
  compact = false,
  priority,
  className,
}: EventCardProps) {
  const { path, url } = useEventUrl(event);
  const titleId = useId();
  const title = event.title || 'Evento sin título';
  const saved = savedCountText(favoriteCount);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <EventCardImage event={event} priority={priority}>
        {favoriteSlot}
        <EventShare
          title={title}
          url={url}
          toastMs={LINK_COPIED_CARD_MS}
          trigger={(props) => (
            <button
              type="button"
              aria-label="Compartir"
              aria-describedby={titleId}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow hover:bg-white"
              {...props}
            >
              {SHARE_ICON}
            </button>
          )}
        />
      </EventCardImage>
      <div className={cn('flex flex-1 flex-col', compact ? 'gap-2 p-3' : 'gap-3 p-4')}>
        <EventCategoryBadges
          categoryIds={event.categoryId}
          max={CARD_MAX_CATEGORY_BADGES}
          oneLine={compact}
          isFree={event.isFree || event.price === 0}
        />
        <h3
          id={titleId}
          className={cn(
            'leading-snug font-bold text-gray-900',
            compact ? 'line-clamp-2 text-base' : 'text-lg',
          )}
        >
          {/* Said with the title too, which names the article and describes its buttons. */}
          {event.cancelled && <span className="sr-only">{CANCELLED_LABEL}: </span>}
          <a
            href={path}
            target="_blank"
            rel="noopener"
            className="rounded-sm hover:text-primary hover:underline focus-visible:text-primary"
          >
            {title}
          </a>
        </h3>
        <EventCardFacts event={event} compact={compact} />
        {saved && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-gray-700">
            <BookmarkIcon width={14} height={14} className="text-accent" />
            {saved}
          </p>
        )}
        {!compact && <EventCardDescription description={event.description} />}
        {!compact && <EventTags tags={event.tags} max={CARD_MAX_TAGS} />}
        <EventCardActions ticketUrl={event.ticketUrl} path={path} titleId={titleId} compact={compact} />
      </div>
    </article>
  );
}
