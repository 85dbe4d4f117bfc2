import { replaceEqualDeep } from '@tanstack/react-query';
import type { EventItem } from '../domain/types';

/**
 * `next`, where each event equal to one of `previous` (same id, same contents) is that earlier
 * object. The listing loads a first page, then everything: the second answer holds new objects for
 * the events already on screen, and every memoised card showing one would draw itself again for
 * nothing. Objects that changed (and events that are new) come from `next`; `next` itself is not
 * modified (it is React Query's cached data).
 */
export function keepUnchangedEvents(
  previous: readonly EventItem[] | undefined,
  next: EventItem[],
): EventItem[] {
  if (!previous || previous.length === 0) return next;
  const earlierById = new Map(previous.map((event) => [event.id, event]));
  let out: EventItem[] | null = null;
  next.forEach((event, index) => {
    const earlier = earlierById.get(event.id);
    if (earlier && earlier !== event && replaceEqualDeep(earlier, event) === earlier) {
      out ??= next.slice();
      out[index] = earlier;
    }
  });
  return out ?? next;
}
