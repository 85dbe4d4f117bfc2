import {
  EventCard,
  EventDescription,
  EventDetails,
  EventTextSection,
  type EventItem,
} from '@/features/events';

function Caption({ children }: { children: string }) {
  return <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{children}</p>;
}

/** The submission as its card and page would show it (one preview at a time: the parts have fixed ids). */
export function SubmissionPreview({ event }: { event: EventItem }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
      <div className="space-y-2">
        <Caption>Así se verá la tarjeta</Caption>
        <EventCard event={event} />
      </div>
      <div className="space-y-6">
        <Caption>Así se verá la página</Caption>
        <EventDetails event={event} />
        <EventDescription description={event.description} />
        <EventTextSection id="preview-how-to-get" title="Cómo llegar" text={event.comoLlegar} />
        <EventTextSection
          id="preview-recommendations"
          title="Recomendaciones cerca"
          text={event.recomendaciones}
        />
      </div>
    </div>
  );
}
