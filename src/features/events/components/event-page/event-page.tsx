import type { ReactNode } from 'react';
import { useRecordEventView } from '@/features/tracking';
import { useEvent } from '../../api/use-event';
import { parseEventId } from '../../domain/event-url';
import type { EventItem } from '../../domain/types';
import { EventDetail } from './event-detail';
import { EventNotFound } from './event-not-found';
import { EventPageSkeleton } from './event-page-skeleton';

export interface EventPageProps {
  eventParam: string | null;
  /** The 'Favoritos' button, and the star of each related event's card (accounts feature). */
  renderFavorite?: (event: EventItem) => ReactNode;
  renderCardFavorite?: (event: EventItem) => ReactNode;
}

/** /event/{id}--{slug}: only the part before '--' identifies the event. */
export function EventPage({ eventParam, renderFavorite, renderCardFavorite }: EventPageProps) {
  const state = useEvent(parseEventId(eventParam));
  // Only an event that exists is counted: the not-found screen records no view.
  useRecordEventView(state.status === 'ready' ? state.event.id : null);
  if (state.status === 'loading') return <EventPageSkeleton />;
  if (state.status === 'not-found') return <EventNotFound reason={state.reason} />;
  return (
    <EventDetail
      event={state.event}
      favoriteSlot={renderFavorite?.(state.event)}
      renderCardFavorite={renderCardFavorite}
    />
  );
}
