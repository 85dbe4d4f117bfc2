import { useCity, PageMeta } from '@/features/city';
import type { EventItem } from '@/features/events';
import { CONCERTS_PATH } from '../../domain/concerts';
import type { ConcertsCopy } from '../../domain/concerts-copy';
import { breadcrumbJsonLd, type Crumb, itemListJsonLd } from '../../domain/structured-data';

export interface ConcertsMetaProps {
  copy: ConcertsCopy;
  crumbs: readonly Crumb[];
  /** The events listed, in order (their page URLs go into the ItemList). */
  events: readonly EventItem[];
}

/** Title, description, keywords, canonical and social tags; ItemList and BreadcrumbList JSON-LD. */
export function ConcertsMeta({ copy, crumbs, events }: ConcertsMetaProps) {
  const { city, cityUrl } = useCity();
  const origin = cityUrl(city.id);
  return (
    <PageMeta
      title={copy.title}
      description={copy.description}
      keywords={copy.keywords}
      path={CONCERTS_PATH}
      jsonLd={[itemListJsonLd(events, origin, copy.heroTitle), breadcrumbJsonLd(crumbs, origin)]}
    />
  );
}
