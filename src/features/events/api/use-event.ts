import { useQuery } from '@tanstack/react-query';
import { isEventId } from '../domain/event-id';
import type { EventItem } from '../domain/types';
import { earlyEventItem } from './early-event';
import { eventsQueries } from './events-queries';

export type EventState =
  | { status: 'loading' }
  /** No id, no such event, or it could not be loaded: all lead to the not-found screen. */
  | { status: 'not-found' }
  | { status: 'ready'; event: EventItem };

/** One event by id (select * … single). An id that is not a uuid is not looked up: it names no event. */
export function useEvent(eventId: string | null): EventState {
  const valid = eventId !== null && isEventId(eventId);
  const query = useQuery({
    ...eventsQueries.detail(eventId ?? ''),
    enabled: valid,
    initialData: () => (valid ? earlyEventItem(eventId) : undefined),
  });
  if (!valid) return { status: 'not-found' };
  if (query.isPending) return { status: 'loading' };
  return query.isSuccess && query.data ? { status: 'ready', event: query.data } : { status: 'not-found' };
}
