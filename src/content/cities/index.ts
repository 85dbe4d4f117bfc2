/**
 * Each city's editorial copy (a JSON file per city), loaded on demand: it sits below the listing.
 * Typed by the import: a JSON file that does not fit CityContent fails the typecheck.
 */
import type { CityContent } from '../types';

const LOADERS: Record<string, () => Promise<{ default: CityContent }>> = {
  bilbao: () => import('./bilbao.json'),
  sansebastian: () => import('./sansebastian.json'),
  pamplona: () => import('./pamplona.json'),
  vitoria: () => import('./vitoria.json'),
  santander: () => import('./santander.json'),
  logronio: () => import('./logronio.json'),
};

const cache = new Map<string, Promise<CityContent | null>>();

/** The city's copy (one promise per city, reused); null for a city without its own copy. */
export function loadCityContent(cityId: string): Promise<CityContent | null> {
  let promise = cache.get(cityId);
  if (!promise) {
    const loader = LOADERS[cityId];
    promise = loader ? loader().then((module) => module.default) : Promise.resolve(null);
    cache.set(cityId, promise);
  }
  return promise;
}
