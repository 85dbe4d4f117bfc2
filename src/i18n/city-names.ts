import type { City } from '@/config/types';
import { getLocale, type Locale } from '@/i18n/locale';
import { cityFormsEu } from '../../supabase/functions/_shared/cities.ts';

export interface CityNames {
  /** 'Bilbao'; in Basque 'Bilbo'. */
  name: string;
  /** 'in <city>': 'Bilbao' (after 'en'); in Basque 'Bilbon'. */
  in: string;
  /** 'of <city>': 'Bilbao' (after 'de'); in Basque 'Bilboko'. */
  of: string;
}

/**
 * The city as the page's language writes it. Spanish uses its name in each place; Basque declines it
 * (_shared/cities.ts), so a Basque message takes the form it needs ('Zer egin {cityIn}').
 */
export function cityNames(city: Pick<City, 'id' | 'name'>, locale: Locale = getLocale()): CityNames {
  if (locale === 'eu') return cityFormsEu(city.id, city.name);
  return { name: city.name, in: city.name, of: city.name };
}
