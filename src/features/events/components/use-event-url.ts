import { useCity } from '@/features/city';
import { getLocale, localePath } from '@/i18n/locale';
import { buildEventPath } from '../domain/event-url';
import type { EventItem } from '../domain/types';

/**
 * The event's path on this site and its absolute URL on the active city's sub-domain, in the page's
 * language ('/eu/event/…' on a Basque page: cards link with plain anchors, outside the router's base).
 */
export function useEventUrl(event: EventItem): { path: string; url: string; origin: string } {
  const { origin } = useCity();
  const path = localePath(getLocale(), buildEventPath(event));
  return { path, url: `${origin}${path}`, origin };
}
