import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { useCity } from '@/features/city/city-context';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path on the city's site, e.g. '/musica'; the canonical URL is on the city's sub-domain. */
  path?: string;
  keywords?: string[];
  /** Social image: a path on this site ('/images/…') or an absolute URL. */
  image?: string;
  type?: 'website' | 'article';
}

/** Title, description, keywords, canonical URL and social tags for one page of the active city. */
export function PageMeta({ title, description, path = '/', keywords, image, type = 'website' }: PageMetaProps) {
  const { city, cityUrl } = useCity();
  const origin = cityUrl(city.id);
  const canonical = `${origin}${path}`;
  const picture = image ?? city.heroImage;
  const imageUrl = /^https?:\/\//.test(picture) ? picture : `${origin}${picture}`;
  return (
    <Helmet>
      <html lang="es" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={`${SITE_NAME} ${city.name}`} />
      <meta property="og:locale" content="es_ES" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content={city.theme.primary} />
    </Helmet>
  );
}
