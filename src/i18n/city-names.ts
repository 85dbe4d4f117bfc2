import type { City } from '@/config/types';
import { getLocale, type Locale } from '@/i18n/locale';
import { cityFormsEu } from '../../supabase/functions/_shared/cities.ts';

/** Each city's province in Basque, and 'of <province>' ('Bizkaiko'), by city id. */
const PROVINCES_EU: Readonly<Record<string, { name: string; of: string }>> = {
  bilbao: { name: 'Bizkaia', of: 'Bizkaiko' },
  sansebastian: { name: 'Gipuzkoa', of: 'Gipuzkoako' },
  pamplona: { name: 'Nafarroa', of: 'Nafarroako' },
  vitoria: { name: 'Araba', of: 'Arabako' },
  santander: { name: 'Kantabria', of: 'Kantabriako' },
  logronio: { name: 'Errioxa', of: 'Errioxako' },
};

/** A city's names for a message, named as messages take them: `m.x(cityNames(city))`. */
export interface CityNames {
  /** 'Bilbao'; in Basque 'Bilbo'. */
  city: string;
  /** 'in <city>': 'Bilbao' (after 'en'); in Basque 'Bilbon'. */
  cityIn: string;
  /** 'of <city>': 'Bilbao' (after 'de'); in Basque 'Bilboko'. */
  cityOf: string;
  /** 'Bizkaia', and 'of <province>': 'Bizkaiko' in Basque. */
  province: string;
  provinceOf: string;
}

/**
 * The city (and its province) as the page's language writes it. Spanish uses the name in each
 * place; Basque declines it (_shared/cities.ts), so a Basque message takes the form it needs
 * ('Zer egin {cityIn}').
 */
export function cityNames(
  city: Pick<City, 'id' | 'name'> & { province?: string },
  locale: Locale = getLocale(),
): CityNames {
  const province = city.province ?? '';
  if (locale !== 'eu')
    return { city: city.name, cityIn: city.name, cityOf: city.name, province, provinceOf: province };
  const forms = cityFormsEu(city.id, city.name);
  const provinceEu = PROVINCES_EU[city.id] ?? { name: province, of: province };
  return {
    city: forms.name,
    cityIn: forms.in,
    cityOf: forms.of,
    province: provinceEu.name,
    provinceOf: provinceEu.of,
  };
}
