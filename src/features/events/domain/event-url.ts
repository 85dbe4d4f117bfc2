/**
 * /event/{id}--{town}-{category}-{subcategory|general}-{yyyy-MM-dd}-{title}: only the id identifies the
 * event. A series' date is its first one, so its URL does not change (as the feeds and sitemap write it).
 */
import { eventPath } from '../../../../supabase/functions/_shared/site.ts';
import { parseEventDate } from './dates';
import type { EventItem } from './types';

export function buildEventPath(
  e: Pick<EventItem, 'id' | 'town' | 'categoryId' | 'subcategory' | 'startDate' | 'title' | 'series'>,
): string {
  return eventPath({
    ...e,
    category: e.categoryId[0],
    subcategory: e.subcategory[0],
    start_date: parseEventDate(e.series?.firstDate ?? e.startDate),
  });
}

export function parseEventId(param: string | null | undefined): string | null {
  const id = (param ?? '').trim().split('--')[0];
  return id || null;
}
