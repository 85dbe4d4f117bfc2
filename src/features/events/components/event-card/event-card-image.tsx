import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useCity } from '@/features/city';
import { eventPicture } from '../../domain/event-poster';
import type { EventItem } from '../../domain/types';
import { EventCardNotices } from './event-card-notices';

/** Intrinsic size of card pictures (16:9, like the posters and the category artwork). */
export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 360;

export interface EventCardImageProps {
  event: EventItem;
  /** Load at once (first cards above the fold); otherwise lazily. */
  priority?: boolean;
  /** Controls laid over the top-right corner (share menu, favourite). */
  children?: ReactNode;
}

/**
 * The picture in a fixed 16:9 box — the event's own, else its poster (eventPicture), falling back to
 * the category artwork, then the default hero — with 'Cancelado' / 'En euskera' over its top-left corner.
 */
export function EventCardImage({ event, priority = false, children }: EventCardImageProps) {
  const { city } = useCity();
  const picture = eventPicture(event, city.theme);
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-gray-100">
      <ImageWithFallback
        sources={picture.sources}
        alt={picture.alt}
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="h-full w-full object-cover"
      />
      <EventCardNotices event={event} />
      {children && <div className="absolute top-2 right-2 flex items-center gap-2">{children}</div>}
    </div>
  );
}
