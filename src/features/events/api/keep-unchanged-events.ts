import { replaceEqualDeep } from '@tanstack/react-query';
import type { EventItem } from '../domain/types';

/** `next`, with each event equal to one of `previous` kept as that object (its card is not redrawn). */
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
