import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { PARAM_SEARCH } from '@/features/listing';

/** schema.org WebSite with a SearchAction pointing at the listing's `search` parameter. */
export function websiteJsonLd(city: City, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: `${SITE_NAME} ${city.name}`,
    url: `${origin}/`,
    inLanguage: 'es',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/?${PARAM_SEARCH}={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
