import type { PageHead } from '@/components/seo/head-tags';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { cityHomeSeo } from '@/content/cities/seo';
import { PARAM_SEARCH } from '@/features/listing';
import { getLocale } from '@/i18n/locale';

/** The city home's head, with the WebSite JSON-LD whose search box is the listing's `search` parameter. */
export function homeHead(city: City, origin: string): PageHead {
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: `${SITE_NAME} ${city.name}`,
    url: `${origin}/`,
    inLanguage: getLocale(),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/?${PARAM_SEARCH}={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
  return { ...cityHomeSeo(city), path: '/', jsonLd: [website] };
}
