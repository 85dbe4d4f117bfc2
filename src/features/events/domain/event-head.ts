/** The event page's head: the page and the request handler in front of the build both use it. */
import { eventShareImagePath, type PageHead } from '@/components/seo/head-tags';
import { META_DESCRIPTION_CHARS } from '@/config/constants';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { m } from '@/i18n/paraglide/messages.js';
import { madridDay } from './dates';
import { absoluteEventImage } from './event-image';
import { buildEventsJsonLd } from './event-json-ld';
import { buildEventPath } from './event-url';
import { htmlToText, truncate } from './strip-html';
import { eventTexts } from './event-texts';
import type { EventItem } from './types';

/** The not-found page's head, in the page's language: its texts are read when it is spread or read. */
export const EVENT_NOT_FOUND_HEAD: PageHead = {
  get title() {
    return m.events_not_found_head_title({ site: SITE_NAME });
  },
  get description() {
    return m.events_not_found_text();
  },
  noindex: true,
};

/** `origin` is the city's site. */
export function eventHead(event: EventItem, city: City, origin: string, now = new Date()): PageHead {
  const path = buildEventPath(event);
  // A Basque page reads the event's Basque texts when it has them.
  const { title, description } = eventTexts(event);
  const text = htmlToText(description.text);
  const ld = buildEventsJsonLd(
    event,
    { pageUrl: `${origin}${path}`, imageUrl: absoluteEventImage(event, origin), province: city.province },
    madridDay(now),
  );
  return {
    title: `${title.text} | ${SITE_NAME} ${city.name}`,
    description: truncate(
      text || m.events_head_description({ title: title.text, city: city.name }),
      META_DESCRIPTION_CHARS,
    ),
    path,
    type: 'article',
    // Versioned by updated_at: WhatsApp and Facebook keep a preview per URL, so an edit needs a new one.
    image: eventShareImagePath(event.id, event.updatedAt),
    jsonLd: ld.length === 0 ? [] : [ld.length === 1 ? ld[0] : ld],
  };
}
