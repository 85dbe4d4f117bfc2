/** Each city's editorial copy, loaded on demand (it sits below the listing), typed by its import. */
import { perCityLoader } from '../per-city.ts';
import type { CityContent } from '../types';

/** The city's copy; null for a city without its own copy. */
export const loadCityContent = perCityLoader<CityContent | null>(
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
