/** schema.org structured data of the concerts page: the events as an ItemList, and its breadcrumbs. */
import { buildEventPath, type EventItem } from '@/features/events';

export interface Crumb {
  name: string;
  /** Path on the city's site: '/', '/conciertos-hoy'. */
  path: string;
}

/** The events' page URLs, in the order shown. */
export function itemListJsonLd(events: readonly EventItem[], origin: string, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: events.length,
    itemListElement: events.map((event, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}${buildEventPath(event)}`,
      name: event.title,
    })),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
