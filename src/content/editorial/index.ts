/**
 * Built-in editorial articles, three per city (ids '1' to '3'): a JSON file per city, typed by its
 * import and loaded on demand, so a visitor downloads only the articles of the city they read.
 * Written from public, checkable information; yearly schedules point to the official programme.
 */
import type { EditorialArticle } from './types';

const LOADERS: Record<string, () => Promise<{ default: EditorialArticle[] }>> = {
  bilbao: () => import('./bilbao.json'),
  sansebastian: () => import('./sansebastian.json'),
  pamplona: () => import('./pamplona.json'),
  vitoria: () => import('./vitoria.json'),
  santander: () => import('./santander.json'),
  logronio: () => import('./logronio.json'),
};

/** Cities with built-in articles. */
export const EDITORIAL_CITY_IDS = Object.keys(LOADERS);

const cache = new Map<string, Promise<EditorialArticle[]>>();

/** The city's articles (one promise per city, reused); an empty list for a city without articles. */
export function loadEditorialArticles(cityId: string): Promise<EditorialArticle[]> {
  let promise = cache.get(cityId);
  if (!promise) {
    const loader = LOADERS[cityId];
    promise = loader ? loader().then((module) => module.default) : Promise.resolve([]);
    cache.set(cityId, promise);
  }
  return promise;
}
