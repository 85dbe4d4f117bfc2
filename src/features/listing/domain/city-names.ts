import type { City } from '@/config/types';
import { getLocale } from '@/i18n/locale';
import { cityFormsEu } from '../../../../supabase/functions/_shared/cities.ts';

/** Each city's province in Basque, and 'of <province>' ('Bizkaiko'), by city id. */
const PROVINCES_EU: Readonly<Record<string, { name: string; of: string }>> = {
  bilbao: { name: 'Bizkaia', of: 'Bizkaiko' },
  sansebastian: { name: 'Gipuzkoa', of: 'Gipuzkoako' },
  pamplona: { name: 'Nafarroa', of: 'Nafarroako' },
  vitoria: { name: 'Araba', of: 'Arabako' },
  santander: { name: 'Kantabria', of: 'Kantabriako' },
  logronio: { name: 'Errioxa', of: 'Errioxako' },
};

export interface CityNames {
  city: string;
  cityIn: string;
  cityOf: string;
  province: string;
  provinceOf: string;
}

/**
 * The city's (and its province's) name for a message in the page's language: `city` as it stands,
 * and the forms a Basque sentence declines it in ('Bilbon' in, 'Bilboko' of); in Spanish each form
 * is the name itself.
 */
export function cityNames(city: City): CityNames {
  if (getLocale() !== 'eu') {
    const { name, province } = city;
    return { city: name, cityIn: name, cityOf: name, province, provinceOf: province };
  }
  const forms = cityFormsEu(city.id, city.name);
  const province = PROVINCES_EU[city.id] ?? { name: city.province, of: city.province };
  return {
    city: forms.name,
    cityIn: forms.in,
    cityOf: forms.of,
    province: province.name,
    provinceOf: province.of,
  };
}
