import { Helmet } from 'react-helmet-async';
import { PageMeta } from '@/components/seo/page-meta';
import { cityHomeSeo } from '@/content/cities/seo';
import { useCity } from '@/features/city/city-context';
import { websiteJsonLd } from '../website-json-ld';

/** The city home's title, description, keywords, canonical URL, social tags and structured data. */
export function HomeMeta() {
  const { city, cityUrl } = useCity();
  const seo = cityHomeSeo(city);
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} keywords={seo.keywords} path="/" />
      <Helmet>
        <script type="application/ld+json">{JSON.stringify(websiteJsonLd(city, cityUrl(city.id)))}</script>
      </Helmet>
    </>
  );
}
