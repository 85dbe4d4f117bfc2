import { Helmet } from 'react-helmet-async';
import { PageMeta } from '@/components/seo/page-meta';
import { useCity } from '@/features/city/city-context';
import { serializeJsonLd } from '@/features/events/domain/event-json-ld';
import type { EventItem } from '@/features/events/domain/types';
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
    <>
      <PageMeta
        title={copy.title}
        description={copy.description}
        keywords={copy.keywords}
        path={CONCERTS_PATH}
      />
      <Helmet>
        <script type="application/ld+json">
          {serializeJsonLd(itemListJsonLd(events, origin, copy.heroTitle))}
        </script>
        <script type="application/ld+json">{serializeJsonLd(breadcrumbJsonLd(crumbs, origin))}</script>
      </Helmet>
    </>
  );
}
