import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { EyeIcon } from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { MapEmbed } from '@/components/ui/map-embed';
import { getCategoryName } from '@/config/categories';
import { PageMeta, useCity } from '@/features/city';
import { eventViewPath, useViewCount } from '@/features/tracking';
import { mapEmbedUrl } from '../../domain/calendar';
import { madridDay } from '../../domain/dates';
import { occurrenceLabel } from '../../domain/dates';
import { eventHead } from '../../domain/event-head';
import { eventPicture } from '../../domain/event-poster';
import { occurrenceOn, upcomingDates } from '../../domain/series';
import type { EventItem } from '../../domain/types';
import { visitsText } from '../count-texts';
import { EventCategoryBadges } from '../event-category-badges';
import { EventTags } from '../event-tags';
import { useEventUrl } from '../use-event-url';
import { EventActions } from './event-actions';
import { EventSourceCredit } from '../event-source-credit';
import { EventDescription } from './event-description';
import { EventDetails } from './event-details';
import { EventInstagramLink } from './event-instagram-link';
import { EventModeration } from './event-moderation';
import { EventTextSection } from './event-text-section';
import { RelatedEvents } from './related-events';
import { SeriesDates } from './series-dates';

export interface EventDetailProps {
  event: EventItem;
  /** The 'Favoritos' button (accounts feature); nothing is drawn without it. */
  favoriteSlot?: ReactNode;
  /** The favourites star of each related event's card. */
  renderCardFavorite?: (event: EventItem) => ReactNode;
}

/**
 * The loaded event page. A series is added to calendars one date at a time: the date chosen in
 * its list, else the next one (a chosen date that is cancelled meanwhile falls back to the next).
 */
export function EventDetail({ event, favoriteSlot, renderCardFavorite }: EventDetailProps) {
  const { city } = useCity();
  const { url, origin } = useEventUrl(event);
  const [chosen, setChosen] = useState<string | null>(null);
  const today = madridDay(new Date());
  const upcoming = upcomingDates(event, today);
  const day = chosen !== null && upcoming.includes(chosen) ? chosen : (upcoming[0] ?? event.startDate);
  const seriesDates =
    upcoming.length > 0 ? (
      <SeriesDates eventId={event.id} dates={upcoming} chosen={day} onChoose={setChosen} today={today} />
    ) : null;
  const picture = eventPicture(event, city.theme);
  // The place on a map, searched by address (or venue) and town.
  const map = mapEmbedUrl(event.address || event.venue, event.town);
  return (
    <article className="mx-auto max-w-5xl space-y-10 px-4 py-4 md:py-10">
      {/* The same head the request handler serves with the HTML. */}
      <PageMeta {...eventHead(event, city, origin)} />
      {/* First on the page, so that a moderator sees at once whether the event is hidden. */}
      <EventModeration event={event} />
      {/* 'Detalles' comes right under the title: on a phone it is what the visitor looks for, in the
          first screen. From 768 px it is the right-hand column. */}
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:gap-x-10">
        {/* Tighter on phones, so 'Detalles' is in the first screen. The first paint puts the poster in
            'main .aspect-video'. */}
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
              Cancelado
            </p>
          )}
          <h1 className="text-2xl leading-tight font-extrabold text-gray-900 sm:text-3xl md:text-4xl">
            {event.title || 'Evento sin título'}
          </h1>
          <Visits eventId={event.id} />
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
          <EventDescription description={event.description} />
          <EventSourceCredit sources={event.sources} />
          <EventTextSection id="event-how-to-get" title="Cómo llegar" text={event.comoLlegar} />
          <EventTextSection
            id="event-recommendations"
            title="Recomendaciones cerca"
            text={event.recomendaciones}
          />
          {map && <MapEmbed src={map} place={event.venue || event.address || event.town} />}
          {event.tags.length > 0 && (
            <section aria-labelledby="event-tags-title" className="space-y-3">
              <h2 id="event-tags-title" className="text-xl font-bold text-gray-900">
                Etiquetas
              </h2>
              <EventTags tags={event.tags} />
            </section>
          )}
        </div>
      </div>
      <EventInstagramLink />
      <RelatedEvents event={event} city={city} renderFavorite={renderCardFavorite} />
    </article>
  );
}

function Visits({ eventId }: { eventId: string }) {
  const text = visitsText(useViewCount(eventViewPath(eventId), eventId));
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-gray-600">
      <EyeIcon width={16} height={16} />
      {text}
    </p>
  );
}
