/** Search-engine copy of each city's home page. Small on purpose: it ships with the home page. */
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { cityNames } from '@/i18n/city-names';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import type { CitySeo } from '../types';
import specifics from './seo.json';

/** What each city's description adds about the city itself (places and keywords), in each language. */
const SPECIFICS: Record<
  string,
  { places: string; keywords: string[]; placesEu: string; keywordsEu: string[] }
> = specifics;

export function cityHomeSeo(city: City): CitySeo {
  const specific = SPECIFICS[city.id];
  const basque = getLocale() === 'eu';
  const places = basque ? specific?.placesEu : specific?.places;
  const names = cityNames(city);
  return {
    title: m.content_home_title({ cityIn: names.cityIn, site: SITE_NAME }),
    description: m.content_home_description({ cityOf: names.cityOf, where: places ? `: ${places}` : '' }),
    keywords: [
      m.content_home_keyword_what({ cityIn: names.cityIn }),
      m.content_home_keyword_agenda({ cityOf: names.cityOf }),
      m.content_home_keyword_events({ cityOf: names.cityOf }),
      m.content_home_keyword_weekend({ cityIn: names.cityIn }),
      m.content_home_keyword_free({ cityIn: names.cityIn }),
      ...((basque ? specific?.keywordsEu : specific?.keywords) ?? []),
    ],
  };
}
