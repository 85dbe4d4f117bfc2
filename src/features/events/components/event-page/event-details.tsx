import type { ReactNode } from 'react';
import { m } from '@/i18n/paraglide/messages.js';
import { descriptionToHtml } from '@/lib/sanitize-html';
import { joinPlace } from '../../domain/calendar';
import { formatEventDates, formatEventTimes } from '../../domain/dates';
import { formatPrice } from '../../domain/price';
import { seriesRhythm } from '../../domain/series';
import type { ShownText } from '../../domain/event-texts';
import type { EventItem } from '../../domain/types';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0 md:py-3">
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{term}</dt>
      <dd className="mt-1 text-gray-900">{children}</dd>
    </div>
  );
}

/** 'Detalles'; a series shows its rhythm and its upcoming `seriesDates` instead of the one date. */
export function EventDetails({ event, seriesDates }: { event: EventItem; seriesDates?: ReactNode }) {
  const place = joinPlace([event.venue, event.neighborhood, event.address, event.town]);
  const price = formatPrice(event);
  const rhythm = seriesRhythm(event);
  return (
    <section
      aria-labelledby="event-details-title"
      className="rounded-2xl border border-gray-200 bg-gray-50 p-4 md:p-5"
    >
      <h2 id="event-details-title" className="mb-2 text-lg font-bold text-gray-900 md:mb-4">
        {m.events_details()}
      </h2>
      <dl className="divide-y divide-gray-200">
        <Row term={m.events_date_and_time()}>
          {rhythm && <span className="block font-semibold">{rhythm}</span>}
          {!seriesDates && <span className="block">{formatEventDates(event)}</span>}
          <span className="block text-gray-700">{formatEventTimes(event)}</span>
        </Row>
        {seriesDates && <Row term={m.events_upcoming_dates()}>{seriesDates}</Row>}
        <Row term={m.events_card_place()}>{place || m.events_no_venue()}</Row>
        {price && <Row term={m.events_price()}>{price}</Row>}
        {event.organizer && <Row term={m.events_organizer()}>{event.organizer}</Row>}
        {event.artist && <Row term={m.events_artist()}>{event.artist}</Row>}
      </dl>
    </section>
  );
}

/**
 * The description as HTML, sanitised again when rendered; plain text keeps its line breaks. A Basque
 * page showing the Spanish one says so ('Gaztelaniaz').
 */
export function EventDescription({ description }: { description: ShownText }) {
  const html = descriptionToHtml(description.text);
  return (
    <section aria-labelledby="event-description-title" className="space-y-3">
      <h2 id="event-description-title" className="text-xl font-bold text-gray-900">
        {m.events_description()}
      </h2>
      {html !== '' && description.lang && <InSpanish />}
      {html === '' ? (
        <p className="text-gray-600 italic">{m.events_no_description()}</p>
      ) : (
        <div
          data-testid="event-description"
          lang={description.lang}
          className="space-y-3 leading-relaxed text-gray-800 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}

/** A titled block of plain text ('Cómo llegar', 'Recomendaciones cerca'); nothing when empty. */
export function EventTextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <p className="leading-relaxed whitespace-pre-line text-gray-800">{text.trim()}</p>
    </section>
  );
}

/** The marker a Basque page puts by a text the event has only in Spanish. */
export function InSpanish() {
  return <p className="text-xs font-semibold text-gray-600">{m.events_in_spanish()}</p>;
}
