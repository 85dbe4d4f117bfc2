import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useCity } from '@/features/city';
import { eventPicture } from '../../domain/event-poster';
import type { EventItem } from '../../domain/types';

export const CANCELLED_LABEL = 'Cancelado';

// Solid backgrounds: the badges sit on the picture, whatever its colours (contrast ≥ 4.5:1).
const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow';

export interface EventCardImageProps {
  event: EventItem;
  priority?: boolean;
  /** Controls laid over the top-right corner (share menu, favourite). */
  children?: ReactNode;
}

/**
 * The picture (eventPicture) in a fixed 16:9 box, with 'Cancelado' and 'En euskera' over its
 * top-left corner, so they add nothing to the card's height. 'Cancelado' is hidden from assistive
 * technology because the title says it (see EventCard).
 */
export function EventCardImage({ event, priority = false, children }: EventCardImageProps) {
  const { city } = useCity();
  const picture = eventPicture(event, city.theme);
  // An event in both languages ({es,eu}) is in Basque too.
  const basque = event.language.includes('eu');
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-gray-100">
      <ImageWithFallback
        sources={picture.sources}
        alt={picture.alt}
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="h-full w-full object-cover"
      />
      {(event.cancelled || basque) && (
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {event.cancelled && (
            <span aria-hidden="true" className={`${BADGE} bg-red-700 text-white`}>
              {CANCELLED_LABEL}
            </span>
          )}
          {basque && <span className={`${BADGE} bg-white text-gray-900`}>En euskera</span>}
        </div>
      )}
      {children && <div className="absolute top-2 right-2 flex items-center gap-2">{children}</div>}
    </div>
  );
}
