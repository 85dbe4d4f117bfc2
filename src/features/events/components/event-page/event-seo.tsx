import { Helmet } from 'react-helmet-async';
import { PageMeta } from '@/components/seo/page-meta';
import { META_DESCRIPTION_CHARS } from '@/config/constants';
import { SITE_NAME } from '@/config/site';
import { useCity } from '@/features/city/city-context';
import { absoluteEventImage } from '../../domain/event-image';
import { madridDay } from '../../domain/dates';
import { buildEventsJsonLd, serializeJsonLd } from '../../domain/event-json-ld';
import { htmlToText, truncate } from '../../domain/strip-html';
import type { EventItem } from '../../domain/types';

export interface EventSeoProps {
  event: EventItem;
  /** Path of the event page (canonical). */
  path: string;
  /** Absolute URL of the event page. */
  pageUrl: string;
  origin: string;
}

/**
 * Title, 140-character description, canonical URL, social tags and schema.org Event JSON-LD: one
 * Event object, or for a series a list of them, one per upcoming date.
 */
export function EventSeo({ event, path, pageUrl, origin }: EventSeoProps) {
  const { city } = useCity();
  const text = htmlToText(event.description);
  const description = truncate(text || `${event.title} en ${city.name}`, META_DESCRIPTION_CHARS);
  const imageUrl = absoluteEventImage(event, origin);
  const jsonLd = buildEventsJsonLd(
    event,
    { pageUrl, imageUrl, province: city.province },
    madridDay(new Date()),
  );

  return (
    <>
      <PageMeta
        title={`${event.title} | ${SITE_NAME} ${city.name}`}
        description={description}
        path={path}
        image={imageUrl}
        type="article"
      />
      <Helmet>
        {jsonLd.length > 0 && (
          <script type="application/ld+json">
            {serializeJsonLd(jsonLd.length === 1 ? jsonLd[0] : jsonLd)}
          </script>
        )}
      </Helmet>
    </>
  );
}
