/**
 * Built-in editorial articles, three per city (ids '1' to '3'), a JSON file per city typed by its import.
 * Written from public, checkable information; yearly schedules point to the official programme.
 */
import { perCityLoader } from '../per-city.ts';
import type { EditorialArticle } from './types';

const LOADERS: Record<string, () => Promise<{ default: EditorialArticle[] }>> = {
  bilbao: () => import('./bilbao.json'),
  sansebastian: () => import('./sansebastian.json'),
  pamplona: () => import('./pamplona.json'),
  vitoria: () => import('./vitoria.json'),
  santander: () => import('./santander.json'),
  logronio: () => import('./logronio.json'),
};

export const EDITORIAL_CITY_IDS = Object.keys(LOADERS);

/** The city's articles; an empty list for a city without articles. */
export const loadEditorialArticles = perCityLoader<EditorialArticle[]>(LOADERS, []);
