import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { useCity } from '@/features/city/city-context';
import { socialImageFor } from './social-image';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path on the city's site, e.g. '/musica'; the canonical URL is on the city's sub-domain. */
  path?: string;
  keywords?: string[];
  /** Social image: a path on this site ('/images/…') or an absolute URL; SVG gives way to the city's PNG. */
  image?: string;
  type?: 'website' | 'article';
}

/** Title, description, keywords, canonical URL and social tags for one page of the active city. */
export function PageMeta({
  title,
  description,
  path = '/',
  keywords,
  image,
  type = 'website',
}: PageMetaProps) {
  const { city, cityUrl } = useCity();
  const origin = cityUrl(city.id);
  const canonical = `${origin}${path}`;
  const picture = socialImageFor(city, image, title);
  const imageUrl = /^https?:\/\//.test(picture.src) ? picture.src : `${origin}${picture.src}`;
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
      {picture.type && <meta property="og:image:type" content={picture.type} />}
      {picture.width && <meta property="og:image:width" content={String(picture.width)} />}
      {picture.height && <meta property="og:image:height" content={String(picture.height)} />}
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
      <meta name="theme-color" content={city.theme.primary} />
    </Helmet>
  );
}
