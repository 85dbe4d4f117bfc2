/** Each city's editorial copy, loaded on demand (it sits below the listing), typed by its import. */
import { getLocale } from '@/i18n/locale';
import { perCityLoader } from '../per-city.ts';
import type { CityContent } from '../types';

const loadSpanish = perCityLoader<CityContent | null>(
  {
    bilbao: () => import('./bilbao.json'),
    sansebastian: () => import('./sansebastian.json'),
    pamplona: () => import('./pamplona.json'),
    vitoria: () => import('./vitoria.json'),
    santander: () => import('./santander.json'),
    logronio: () => import('./logronio.json'),
  },
  null,
);

/** The Basque twins: only Basque pages fetch them. */
const loadBasque = perCityLoader<CityContent | null>(
  {
    bilbao: () => import('./bilbao.eu.json'),
    sansebastian: () => import('./sansebastian.eu.json'),
    pamplona: () => import('./pamplona.eu.json'),
    vitoria: () => import('./vitoria.eu.json'),
    santander: () => import('./santander.eu.json'),
    logronio: () => import('./logronio.eu.json'),
  },
  null,
);

/** The city's copy in the page's language; null for a city without its own copy. */
export function loadCityContent(cityId: string): Promise<CityContent | null> {
  return getLocale() === 'eu' ? loadBasque(cityId) : loadSpanish(cityId);
}
