/**
 * Each city's old town for /casco-viejo: one of its locations (src/config/locations.ts). A city
 * without one (Santander) gets the slug 'casco-viejo', which as a place filter matches only events
 * in a place named 'Casco Viejo', so the page never shows another quarter by mistake.
 */
import type { City } from '@/config/types';

const OLD_TOWNS: Readonly<Record<string, { id: string; article: 'el' | 'la' }>> = {
  bilbao: { id: 'casco-viejo', article: 'el' },
  sansebastian: { id: 'parte-vieja', article: 'la' },
  pamplona: { id: 'casco-antiguo', article: 'el' },
  vitoria: { id: 'casco-medieval', article: 'el' },
  logronio: { id: 'logronio-casco-antiguo', article: 'el' },
};

/** `id` is the place-filter value; `withArticle` reads 'el Casco Viejo', 'la Parte Vieja'. */
export function oldTownOf(city: City) {
  const known = OLD_TOWNS[city.id];
  const location = known ? city.locations.find((candidate) => candidate.id === known.id) : undefined;
  if (!known || !location) return { id: 'casco-viejo', name: 'Casco Viejo', withArticle: 'el Casco Viejo' };
  return { id: location.id, name: location.name, withArticle: `${known.article} ${location.name}` };
}
