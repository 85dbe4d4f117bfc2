import type { PageHead } from '@/components/seo/head-tags';
import type { City } from '@/config/types';
import { cityHomeSeo } from '@/content/cities/seo';
import { websiteJsonLd } from './website-json-ld';

/** The city home's head, with the WebSite JSON-LD (search box) of the city's site at `origin`. */
export function homeHead(city: City, origin: string): PageHead {
  const seo = cityHomeSeo(city);
  return { ...seo, path: '/', jsonLd: [websiteJsonLd(city, origin)] };
}
