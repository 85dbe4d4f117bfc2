/**
 * Each city's editorial copy (a JSON file per city), loaded on demand: it sits below the listing.
 * Typed by the import: a JSON file that does not fit CityContent fails the typecheck.
 */
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
