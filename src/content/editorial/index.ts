/**
 * Built-in editorial articles, three per city (ids '1' to '3'), loaded on demand: a visitor downloads
 * only the articles of the city they read. Written by the team from public, checkable information;
 * schedules that change every year point to the official programme instead of guessing.
 */
import type { EditorialArticle } from './types';

const LOADERS: Record<string, () => Promise<{ default: EditorialArticle[] }>> = {
  bilbao: () => import('./bilbao'),
  sansebastian: () => import('./sansebastian'),
  pamplona: () => import('./pamplona'),
  vitoria: () => import('./vitoria'),
  santander: () => import('./santander'),
  logronio: () => import('./logronio'),
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
