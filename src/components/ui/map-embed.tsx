import { useId } from 'react';
import { MAP_RENDER_MARGIN } from '@/config/tuning';
import { useNearViewport } from '@/hooks/use-near-viewport';

export interface MapEmbedProps {
  /** The embed's address (Google Maps, output=embed). */
  src: string;
  /** What the map shows, for the frame's title: 'Mapa de {place}'. */
  place: string;
}

/**
 * A 'Mapa' section with an embedded map in a 16:9 box. The frame is added only when the box comes
 * near the viewport (MAP_RENDER_MARGIN): `loading="lazy"` alone started it on a phone's first
 * screen, and the whole Maps app then ran on the page's main thread. The box keeps its size
 * meanwhile, so nothing shifts.
 */
export function MapEmbed({ src, place }: MapEmbedProps) {
  const titleId = useId();
  const [boxRef, near] = useNearViewport<HTMLDivElement>(MAP_RENDER_MARGIN);
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-xl font-bold text-gray-900">
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
