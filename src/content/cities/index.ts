/** Each city's editorial copy, loaded on demand (it sits below the listing). */
import type { CityContent } from '../types';

const LOADERS: Record<string, () => Promise<{ default: CityContent }>> = {
  bilbao: () => import('./bilbao'),
  sansebastian: () => import('./sansebastian'),
  pamplona: () => import('./pamplona'),
  vitoria: () => import('./vitoria'),
  santander: () => import('./santander'),
  logronio: () => import('./logronio'),
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
