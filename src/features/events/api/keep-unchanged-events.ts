import { replaceEqualDeep } from '@tanstack/react-query';
import type { EventItem } from '../domain/types';

/**
 * `next`, where each event equal to one of `previous` is that earlier object, so the cards already
 * drawn from the first page are not drawn again. `next` itself (React Query's data) is not modified.
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
