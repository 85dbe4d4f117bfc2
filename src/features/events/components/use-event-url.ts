import { useCity } from '@/features/city';
import { buildEventPath } from '../domain/event-url';
import type { EventItem } from '../domain/types';

/** The event's path on this site and its absolute URL on the active city's sub-domain. */
export function useEventUrl(event: EventItem): { path: string; url: string; origin: string } {
  const { origin } = useCity();
  const path = buildEventPath(event);
  return { path, url: `${origin}${path}`, origin };
}
