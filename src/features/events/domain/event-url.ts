/**
 * /event/{id}--{town}-{category}-{subcategory|general}-{yyyy-MM-dd}-{title}: only the id identifies the
 * event. A series' date is its first one, so its URL does not change (as the feeds and sitemap write it).
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
