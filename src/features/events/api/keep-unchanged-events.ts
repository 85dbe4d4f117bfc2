import { replaceEqualDeep } from '@tanstack/react-query';
import type { EventItem } from '../domain/types';

/** `next`, with each event equal to one of `previous` kept as that object (its card is not redrawn). */
export function keepUnchangedEvents(previous: readonly EventItem[] | undefined, next: EventItem[]) {
  const earlierById = new Map(previous?.map((event) => [event.id, event]));
  const kept = next.map((event) => {
    const earlier = earlierById.get(event.id);
    return earlier && replaceEqualDeep(earlier, event) === earlier ? earlier : event;
  });
  return kept.some((event, index) => event !== next[index]) ? kept : next;
}
