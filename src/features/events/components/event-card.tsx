import { useId, useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import {
  CARD_MAX_CATEGORY_BADGES,
  CARD_MAX_TAGS,
  DESCRIPTION_MIN_BLOCK_PX,
  DESCRIPTION_TRUNCATE_CHARS,
  LINK_COPIED_CARD_MS,
} from '@/config/constants';
import { buttonClasses } from '@/components/ui/button-classes';
import {
  BookmarkIcon,
  CalendarIcon,
  ClockIcon,
  EuroIcon,
  MapPinIcon,
  ShareIcon,
  TicketIcon,
} from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useCity } from '@/features/city';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { safeHref } from '@/lib/safe-href';
import { cardArea } from '../domain/card-area';
import { formatEventDates, formatEventTimes } from '../domain/dates';
import { eventPicture } from '../domain/event-poster';
import { formatPrice } from '../domain/price';
import { seriesRhythm } from '../domain/series';
import { htmlToText, truncate } from '../domain/strip-html';
import type { EventItem } from '../domain/types';
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

// Solid backgrounds: the badges sit on the picture, whatever its colours (contrast ≥ 4.5:1).
const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow';

/** One event in a listing; 'Cancelado' and 'En euskera' sit over the picture, not adding to its height. */
export function EventCard({
  event,
  favoriteCount,
  favoriteSlot,
  compact = false,
  priority = false,
  className,
}: EventCardProps) {
  const { city } = useCity();
  const { path, url } = useEventUrl(event);
  const titleId = useId();
  // A Basque page shows the Basque texts when the card has them (the listing does not read them).
  const basquePage = getLocale() === 'eu';
  const title = (basquePage && event.titleEu) || event.title || m.events_untitled();
  const saved = savedCountText(favoriteCount);
  const picture = eventPicture(event, city.theme);
  // An event in both languages ({es,eu}) is in Basque too.
  const basque = event.language.includes('eu');
  const free = event.isFree || event.price === 0;
  const price = free ? null : formatPrice(event);
  const rhythm = seriesRhythm(event);
  const tickets = event.ticketUrl ? safeHref(event.ticketUrl) : null;
  const size = compact ? 'sm' : 'md';

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-video w-full overflow-hidden bg-gray-100">
        <ImageWithFallback
          sources={picture.sources}
          alt={picture.alt}
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {(event.cancelled || basque) && (
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {/* Hidden from assistive technology: the title says it. */}
            {event.cancelled && (
              <span aria-hidden="true" className={`${BADGE} bg-red-700 text-white`}>
                {m.events_cancelled()}
              </span>
            )}
            {basque && <span className={`${BADGE} bg-white text-gray-900`}>{m.events_card_in_basque()}</span>}
          </div>
        )}
        <div className="absolute top-2 right-2 flex items-center gap-2">
          {favoriteSlot}
          <EventShare
            title={title}
            url={url}
            toastMs={LINK_COPIED_CARD_MS}
            trigger={(props) => (
              <button
                type="button"
                aria-label={m.events_share()}
                aria-describedby={titleId}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow hover:bg-white"
                {...props}
              >
                <ShareIcon width={18} height={18} />
              </button>
            )}
          />
        </div>
      </div>
      <div className={cn('flex flex-1 flex-col', compact ? 'gap-2 p-3' : 'gap-3 p-4')}>
        <EventCategoryBadges
          categoryIds={event.categoryId}
          max={CARD_MAX_CATEGORY_BADGES}
          oneLine={compact}
          isFree={free}
        />
        <h3
          id={titleId}
          className={cn(
            'leading-snug font-bold text-gray-900',
            compact ? 'line-clamp-2 text-base' : 'text-lg',
          )}
        >
          {/* Said with the title too, which names the article and describes its buttons. */}
          {event.cancelled && <span className="sr-only">{m.events_cancelled()}: </span>}
          <a
            href={path}
            target="_blank"
            rel="noopener"
            className="rounded-sm hover:text-primary hover:underline focus-visible:text-primary"
          >
            {title}
          </a>
        </h3>
        <ul className={cn('text-sm text-gray-800', compact ? 'space-y-1' : 'space-y-1.5')}>
          <Fact icon={MapPinIcon} label={m.events_card_place()} oneLine={compact}>
            <span className="font-medium">{event.venue || m.events_no_venue()}</span>
            <span aria-hidden="true"> · </span>
            <span className="text-gray-600">{cardArea(event, city) ?? m.events_card_no_area()}</span>
          </Fact>
          <Fact icon={CalendarIcon} label={m.events_card_date()}>
            {formatEventDates(event)}
            {rhythm && <span className="text-gray-600"> · {rhythm}</span>}
          </Fact>
          <Fact icon={ClockIcon} label={m.events_card_time()}>
            {formatEventTimes(event)}
          </Fact>
          {price && (
            <Fact icon={EuroIcon} label={m.events_price()}>
              {price}
            </Fact>
          )}
        </ul>
        {saved && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-gray-700">
            <BookmarkIcon width={14} height={14} className="text-accent" />
            {saved}
          </p>
        )}
        {!compact && (
          <CardDescription description={(basquePage && event.descriptionEu) || event.description} />
        )}
        {!compact && <EventTags tags={event.tags} max={CARD_MAX_TAGS} />}
        <div className={cn('mt-auto flex flex-wrap gap-2', !compact && 'pt-2')}>
          {tickets && (
            <a
              href={tickets}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
              className={buttonClasses('outline', size, 'flex-1')}
            >
              <TicketIcon width={16} height={16} />
              {m.events_tickets()}
            </a>
          )}
          <a
            href={path}
            target="_blank"
            rel="noopener"
            aria-describedby={titleId}
            className={buttonClasses('primary', size, 'flex-1')}
          >
            {m.events_card_more_info()}
          </a>
        </div>
      </div>
    </article>
  );
}

function Fact(props: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
  oneLine?: boolean;
}) {
  const { icon: Icon, label, children, oneLine = false } = props;
  return (
    <li className="flex items-start gap-2">
      <Icon width={16} height={16} className="mt-0.5 shrink-0 text-primary" />
      <span className="sr-only">{label}: </span>
      <span className={oneLine ? 'min-w-0 truncate' : 'min-w-0'}>{children}</span>
    </li>
  );
}

function CardDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = htmlToText(description);
  const isLong = text.length > DESCRIPTION_TRUNCATE_CHARS;
  const shown = isLong && !expanded ? truncate(text, DESCRIPTION_TRUNCATE_CHARS) : text;
  return (
    <div className="text-sm leading-relaxed text-gray-700" style={{ minHeight: DESCRIPTION_MIN_BLOCK_PX }}>
      {text === '' ? (
        <p className="text-gray-600 italic">{m.events_no_description()}</p>
      ) : (
        <p id={id} className="break-words">
          {shown}
        </p>
      )}
      {isLong && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline"
        >
          {expanded ? m.events_card_read_less() : m.events_card_read_more()}
        </button>
      )}
    </div>
  );
}
