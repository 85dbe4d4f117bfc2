import { useId } from 'react';
import { MAP_RENDER_MARGIN } from '@/config/tuning';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { m } from '@/i18n/paraglide/messages.js';

/**
 * A 'Mapa' section with a Google Maps embed (`src`) in a 16:9 box, titled 'Mapa de {place}'. The
 * frame is added only near the viewport: `loading="lazy"` alone ran Maps on a phone's first screen.
 */
export function MapEmbed({ src, place }: { src: string; place: string }) {
  const titleId = useId();
  const [boxRef, near] = useNearViewport<HTMLDivElement>(MAP_RENDER_MARGIN);
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-xl font-bold text-gray-900">
        {m.components_map_title()}
      </h2>
      <div
        ref={boxRef}
        className="aspect-video w-full overflow-hidden rounded-2xl border border-gray-200 bg-gray-100"
      >
        {near && (
          <iframe
            src={src}
            title={m.components_map_frame_title({ place })}
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
