/** The event page's head: the page and the request handler in front of the build both use it. */
import { eventShareImagePath, type PageHead } from '@/components/seo/head-tags';
import { META_DESCRIPTION_CHARS } from '@/config/constants';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { madridDay } from './dates';
import { absoluteEventImage } from './event-image';
import { buildEventsJsonLd } from './event-json-ld';
import { buildEventPath } from './event-url';
import { htmlToText, truncate } from './strip-html';
import type { EventItem } from './types';

export const EVENT_NOT_FOUND_TITLE = 'Evento no encontrado';
export const EVENT_NOT_FOUND_TEXT = 'El evento que buscas no existe o ha sido eliminado.';

export const EVENT_NOT_FOUND_HEAD: PageHead = {
  title: `${EVENT_NOT_FOUND_TITLE} | ${SITE_NAME}`,
  description: EVENT_NOT_FOUND_TEXT,
  noindex: true,
};

/** `origin` is the city's site. */
export function eventHead(event: EventItem, city: City, origin: string, now = new Date()): PageHead {
  const path = buildEventPath(event);
  const text = htmlToText(event.description);
  const ld = buildEventsJsonLd(
    event,
    { pageUrl: `${origin}${path}`, imageUrl: absoluteEventImage(event, origin), province: city.province },
    madridDay(now),
  );
  return {
    title: `${event.title} | ${SITE_NAME} ${city.name}`,
    description: truncate(text || `${event.title} en ${city.name}`, META_DESCRIPTION_CHARS),
    path,
    type: 'article',
    // Versioned by updated_at: WhatsApp and Facebook keep a preview per URL, so an edit needs a new one.
    image: eventShareImagePath(event.id, event.updatedAt),
    jsonLd: ld.length === 0 ? [] : [ld.length === 1 ? ld[0] : ld],
  };
}
