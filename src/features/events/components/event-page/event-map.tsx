import { mapEmbedUrl } from '../../domain/calendar';
import type { EventItem } from '../../domain/types';

/** Embedded map searched by address and town at zoom 15; loads only when scrolled near. */
export function EventMap({ event }: { event: EventItem }) {
  const src = mapEmbedUrl(event.address || event.venue, event.town);
  if (!src) return null;
  const place = event.venue || event.address || event.town;
  return (
    <section aria-labelledby="event-map-title" className="space-y-3">
      <h2 id="event-map-title" className="text-xl font-bold text-gray-900">
        Mapa
      </h2>
      <div className="aspect-video w-full overflow-hidden rounded-2xl border border-gray-200 bg-gray-100">
        <iframe
          src={src}
          title={`Mapa de ${place}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width={1280}
          height={720}
          className="h-full w-full border-0"
        />
      </div>
    </section>
  );
}
