import { MAP_RENDER_MARGIN } from '@/config/constants';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { mapEmbedUrl } from '../../domain/calendar';
import type { EventItem } from '../../domain/types';

/**
 * Embedded map searched by address and town at zoom 15. The frame is added only when its box comes
 * near the viewport (MAP_RENDER_MARGIN); the box keeps its size meanwhile, so nothing shifts.
 */
export function EventMap({ event }: { event: EventItem }) {
  const [boxRef, near] = useNearViewport<HTMLDivElement>(MAP_RENDER_MARGIN);
  const src = mapEmbedUrl(event.address || event.venue, event.town);
  if (!src) return null;
  const place = event.venue || event.address || event.town;
  return (
    <section aria-labelledby="event-map-title" className="space-y-3">
      <h2 id="event-map-title" className="text-xl font-bold text-gray-900">
        Mapa
      </h2>
      <div
        ref={boxRef}
        className="aspect-video w-full overflow-hidden rounded-2xl border border-gray-200 bg-gray-100"
      >
        {near && (
          <iframe
            src={src}
            title={`Mapa de ${place}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={1280}
            height={720}
            className="h-full w-full border-0"
          />
        )}
      </div>
    </section>
  );
}
