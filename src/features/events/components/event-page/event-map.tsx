import { MapEmbed } from '@/components/ui/map-embed';
import { mapEmbedUrl } from '../../domain/calendar';
import type { EventItem } from '../../domain/types';

/** The event's place on a map, searched by address (or venue) and town at zoom 15. */
export function EventMap({ event }: { event: EventItem }) {
  const src = mapEmbedUrl(event.address || event.venue, event.town);
  if (!src) return null;
  return <MapEmbed src={src} place={event.venue || event.address || event.town} />;
}
