import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageMeta } from '@/features/city';
import { m } from '@/i18n/paraglide/messages.js';
import { useRecordEventView } from '@/features/tracking';
import { useEvent } from '../../api/use-event';
import { EVENT_NOT_FOUND_HEAD } from '../../domain/event-head';
import { parseEventId } from '../../domain/event-url';
import type { EventItem } from '../../domain/types';
import { EventDetail } from './event-detail';
import { EventPageSkeleton } from './event-page-skeleton';

/** /event/{id}--{slug}: only the part before '--' identifies the event; stars come from favorites. */
export function EventPage(props: {
  eventParam: string | null;
  renderFavorite?: (event: EventItem) => ReactNode;
  renderCardFavorite?: (event: EventItem) => ReactNode;
}) {
  const { eventParam, renderFavorite, renderCardFavorite } = props;
  const state = useEvent(parseEventId(eventParam));
  // Only an event that exists is counted: the not-found screen records no view.
  useRecordEventView(state.status === 'ready' ? state.event.id : null);
  if (state.status === 'loading') return <EventPageSkeleton />;
  if (state.status === 'not-found') return <EventNotFound />;
  return (
    <EventDetail
      event={state.event}
      favoriteSlot={renderFavorite?.(state.event)}
      renderCardFavorite={renderCardFavorite}
    />
  );
}

function EventNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta {...EVENT_NOT_FOUND_HEAD} />
      <h1 className="text-3xl font-extrabold text-gray-900">{m.events_not_found_title()}</h1>
      <p className="text-lg text-gray-700">{m.events_not_found_text()}</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        <ArrowLeftIcon width={18} height={18} />
        {m.events_back_home()}
      </Link>
    </section>
  );
}
