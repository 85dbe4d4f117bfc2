import type { ReactNode } from 'react';
import { joinPlace } from '../../domain/calendar';
import { formatEventDates, formatEventTimes } from '../../domain/dates';
import { formatPrice } from '../../domain/price';
import { seriesRhythm } from '../../domain/series';
import type { EventItem } from '../../domain/types';
import { NO_VENUE_LABEL } from '../event-card';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0 md:py-3">
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{term}</dt>
      <dd className="mt-1 text-gray-900">{children}</dd>
    </div>
  );
}

export interface EventDetailsProps {
  event: EventItem;
  /** A series' upcoming dates (SeriesDates), listed instead of the one date shown. */
  seriesDates?: ReactNode;
}

/** Date and time (a series: its rhythm above its dates), place, price, organiser, artist. */
export function EventDetails({ event, seriesDates }: EventDetailsProps) {
  const place = joinPlace([event.venue, event.neighborhood, event.address, event.town]);
  const price = formatPrice(event);
  const rhythm = seriesRhythm(event);
  return (
    <section
      aria-labelledby="event-details-title"
      className="rounded-2xl border border-gray-200 bg-gray-50 p-4 md:p-5"
    >
      <h2 id="event-details-title" className="mb-2 text-lg font-bold text-gray-900 md:mb-4">
        Detalles
      </h2>
      <dl className="divide-y divide-gray-200">
        <Row term="Fecha y hora">
          {rhythm && <span className="block font-semibold">{rhythm}</span>}
          {!seriesDates && <span className="block">{formatEventDates(event)}</span>}
          <span className="block text-gray-700">{formatEventTimes(event)}</span>
        </Row>
        {seriesDates && <Row term="Próximas fechas">{seriesDates}</Row>}
        <Row term="Lugar">{place || NO_VENUE_LABEL}</Row>
        {price && <Row term="Precio">{price}</Row>}
        {event.organizer && <Row term="Organiza">{event.organizer}</Row>}
        {event.artist && <Row term="Artista">{event.artist}</Row>}
      </dl>
    </section>
  );
}
