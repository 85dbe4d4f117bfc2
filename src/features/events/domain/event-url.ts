/**
 * Event detail URLs: /event/{id}--{town}-{category}-{subcategory|general}-{yyyy-MM-dd}-{title}.
 * Only the part before the first '--' identifies the event; the rest is for people and search engines.
 * The date is the event's start date: a series' first date (not the next one it is shown at), so its
 * URL stays the same all through the series, as the feeds, sitemap and e-mails write it.
 */
import { slugify } from '@/lib/text';
import { parseEventDate } from './dates';
import type { EventItem } from './types';

const ID_SEPARATOR = '--';
const NO_SUBCATEGORY = 'general';

type UrlEvent = Pick<
  EventItem,
  'id' | 'town' | 'categoryId' | 'subcategory' | 'startDate' | 'title' | 'series'
>;

export function buildEventPath(e: UrlEvent): string {
  const parts = [
    e.town,
    e.categoryId[0] ?? '',
    e.subcategory[0] || NO_SUBCATEGORY,
    parseEventDate(e.series?.firstDate ?? e.startDate) ?? '',
    e.title,
  ]
    .map(slugify)
    // Missing parts are left out rather than leaving '--' or trailing hyphens behind.
    .filter((part) => part !== '');
  const id = encodeURIComponent(e.id);
  return parts.length > 0 ? `/event/${id}${ID_SEPARATOR}${parts.join('-')}` : `/event/${id}`;
}

/** Event id from the route parameter; null when there is none. */
export function parseEventId(param: string | null | undefined): string | null {
  const value = (param ?? '').trim();
  const cut = value.indexOf(ID_SEPARATOR);
  const id = cut >= 0 ? value.slice(0, cut) : value;
  return id === '' ? null : id;
}
