import { useCity, PageMeta } from '@/features/city';
import { eventHead } from '../../domain/event-head';
import type { EventItem } from '../../domain/types';

/** The event page's head (eventHead): the same the request handler serves with the HTML. */
export function EventSeo({ event, origin }: { event: EventItem; origin: string }) {
  const { city } = useCity();
  return <PageMeta {...eventHead(event, city, origin)} />;
}
