import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EyeIcon } from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { MapEmbed } from '@/components/ui/map-embed';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { getCategoryName } from '@/config/categories';
import { RELATED_RENDER_MARGIN } from '@/config/tuning';
import { useModeratorAccess } from '@/features/auth';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { PageMeta, useCity } from '@/features/city';
import { eventViewPath, useViewCount } from '@/features/tracking';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { useCancelOccurrence } from '../../api/use-event-moderation';
import { useFavoriteCounts } from '../../api/use-favorite-counts';
import { useRelatedEvents } from '../../api/use-related-events';
import { mapEmbedUrl } from '../../domain/calendar';
import { madridDay, occurrenceLabel } from '../../domain/dates';
import { eventHead } from '../../domain/event-head';
import { eventPicture } from '../../domain/event-poster';
import { eventTexts } from '../../domain/event-texts';
import { occurrenceOn, upcomingDates } from '../../domain/series';
import type { EventItem } from '../../domain/types';
import { visitsText } from '../count-texts';
import { EventCategoryBadges } from '../event-category-badges';
import { EventCard } from '../event-card';
import { EventTags } from '../event-tags';
import { useEventUrl } from '../use-event-url';
import { EventActions } from './event-actions';
import { EventSourceCredit } from '../event-source-credit';
import { EventDescription, EventDetails, EventTextSection, InSpanish } from './event-details';
import { EventInstagramLink } from './event-instagram-link';
import { EventModeration } from './event-moderation';

/** The loaded event page; a series goes to calendars one date at a time (the chosen one, else the next). */
export function EventDetail(props: {
  event: EventItem;
  favoriteSlot?: ReactNode;
  renderCardFavorite?: (event: EventItem) => ReactNode;
}) {
  const { event, favoriteSlot, renderCardFavorite } = props;
  const { city } = useCity();
  const { url, origin } = useEventUrl(event);
  const [chosen, setChosen] = useState<string | null>(null);
  const today = madridDay(new Date());
  const upcoming = upcomingDates(event, today);
  const day = chosen !== null && upcoming.includes(chosen) ? chosen : (upcoming[0] ?? event.startDate);
  const seriesDates = upcoming.length > 0 && (
    <SeriesDates eventId={event.id} dates={upcoming} chosen={day} onChoose={setChosen} today={today} />
  );
  const picture = eventPicture(event, city.theme);
  const visits = visitsText(useViewCount(eventViewPath(event.id), event.id));
  const map = mapEmbedUrl(event.address || event.venue, event.town);
  const { title, description } = eventTexts(event);
  return (
    <article className="mx-auto max-w-5xl space-y-10 px-4 py-4 md:py-10">
      {/* The same head the request handler serves with the HTML. */}
      <PageMeta {...eventHead(event, city, origin)} />
      {/* First on the page, so that a moderator sees at once whether the event is hidden. */}
      <EventModeration event={event} />
      {/* 'Detalles' comes right under the title, tighter on phones, so that it is in the first screen;
          from 768 px it is the right-hand column. The first paint puts the poster in 'main .aspect-video'. */}
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:gap-x-10">
        <header className="space-y-3 md:col-span-2 md:space-y-4">
          <div className="aspect-video w-full overflow-hidden rounded-2xl bg-gray-100 md:aspect-[21/9]">
            <ImageWithFallback
              sources={picture.sources}
              alt={picture.alt}
              width={1280}
              height={720}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <EventCategoryBadges categoryIds={event.categoryId} isFree={event.isFree || event.price === 0} />
            {event.subcategory.map((id) => (
              <Badge key={id} variant="outline">
                {getCategoryName(id)}
              </Badge>
            ))}
          </div>
          {event.cancelled && (
            <p className="inline-block rounded-md bg-red-700 px-2.5 py-1 text-sm font-bold text-white">
              {m.events_cancelled()}
            </p>
          )}
          <h1
            lang={title.lang}
            className="text-2xl leading-tight font-extrabold text-gray-900 sm:text-3xl md:text-4xl"
          >
            {title.text || m.events_untitled()}
          </h1>
          {title.lang && <InSpanish />}
          {visits && (
            <p className="flex items-center gap-1.5 text-sm text-gray-600">
              <EyeIcon width={16} height={16} />
              {visits}
            </p>
          )}
        </header>
        <div className="md:sticky md:top-20 md:col-start-2 md:row-span-2 md:row-start-2 md:self-start">
          <EventDetails event={event} seriesDates={seriesDates} />
        </div>
        <EventActions
          event={event.series ? occurrenceOn(event, day) : event}
          pageUrl={url}
          favoriteSlot={favoriteSlot}
          chosenDateLabel={upcoming.length > 0 ? occurrenceLabel(day, today) : undefined}
        />
        <div className="space-y-8 md:col-start-1">
          <EventDescription description={description} />
          <EventSourceCredit sources={event.sources} />
          <EventTextSection id="event-how-to-get" title={m.events_how_to_get()} text={event.comoLlegar} />
          <EventTextSection
            id="event-recommendations"
            title={m.events_nearby_tips()}
            text={event.recomendaciones}
          />
          {map && <MapEmbed src={map} place={event.venue || event.address || event.town} />}
          {event.tags.length > 0 && (
            <section aria-labelledby="event-tags-title" className="space-y-3">
              <h2 id="event-tags-title" className="text-xl font-bold text-gray-900">
                {m.events_tags()}
              </h2>
              <EventTags tags={event.tags} />
            </section>
          )}
        </div>
      </div>
      <EventInstagramLink />
      <RelatedEvents event={event} renderFavorite={renderCardFavorite} />
    </article>
  );
}

/** Dates listed before 'Ver todas las fechas': two months of a weekly series. */
const SERIES_DATES_SHOWN = 8;

const LIST_ID = 'event-series-dates';

/** A series' upcoming dates as toggles (the pressed one goes to the calendar); moderators can cancel each. */
function SeriesDates(props: {
  eventId: string;
  /** The series' dates on or after today, in order. */
  dates: string[];
  chosen: string;
  onChoose: (day: string) => void;
  today: string;
}) {
  const { eventId, dates, chosen, onChoose, today } = props;
  const [showAll, setShowAll] = useState(false);
  const moderator = useModeratorAccess().status === 'allowed';
  const cancel = useCancelOccurrence();
  const shown = showAll ? dates : dates.slice(0, SERIES_DATES_SHOWN);

  const cancelDate = (day: string, label: string) => {
    if (!window.confirm(m.events_cancel_date_confirm({ date: label }))) return;
    cancel.mutate({ eventId, day });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700">{m.events_series_choose()}</p>
      {/* All the dates of a long series scroll inside the box, which stays beside the description. */}
      <ul
        id={LIST_ID}
        aria-label={m.events_upcoming_dates()}
        className={cn('space-y-1.5', showAll && 'max-h-96 overflow-y-auto pr-1')}
      >
        {shown.map((day) => {
          const label = occurrenceLabel(day, today);
          return (
            <li key={day} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <ToggleChip pressed={day === chosen} onToggle={() => onChoose(day)}>
                {label}
              </ToggleChip>
              {moderator && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={cancel.isPending}
                  aria-label={m.events_cancel_date_label({ date: label })}
                  onClick={() => cancelDate(day, label)}
                >
                  {m.events_cancel_date()}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {dates.length > SERIES_DATES_SHOWN && (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showAll}
          aria-controls={LIST_ID}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? m.events_dates_fewer() : m.events_dates_all()}
        </Button>
      )}
    </div>
  );
}

type RelatedEventsProps = { event: EventItem; renderFavorite?: (event: EventItem) => ReactNode };

/**
 * The related events, once their place nears the viewport: they are scored over the city's whole
 * listing, which an event page opened from a shared link need not load before the visitor scrolls.
 */
function RelatedEvents(props: RelatedEventsProps) {
  const [anchor, near] = useNearViewport<HTMLDivElement>(RELATED_RENDER_MARGIN);
  return near ? <RelatedEventsList {...props} /> : <div ref={anchor} />;
}

function RelatedEventsList({ event, renderFavorite }: RelatedEventsProps) {
  const related = useRelatedEvents(event, useCity().city);
  const counts = useFavoriteCounts(related.map((e) => e.id));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-events-title" className="space-y-4">
      <h2 id="related-events-title" className="text-2xl font-bold text-gray-900">
        {m.events_related()}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((e) => (
          <li key={e.id}>
            <EventCard event={e} favoriteCount={counts[e.id]} favoriteSlot={renderFavorite?.(e)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
