/**
 * Each city's old town for /casco-viejo: one of its locations (src/config/locations.ts). A city
 * without one (Santander) gets the slug 'casco-viejo', which as a place filter matches only events
 * in a place named 'Casco Viejo', so the page never shows another quarter by mistake.
 */
import type { City } from '@/config/types';

export interface OldTown {
  /** Place-filter value: a location id of the city, or the slug 'casco-viejo'. */
  id: string;
  name: string;
  /** 'el Casco Viejo', 'la Parte Vieja'. */
  withArticle: string;
}

const OLD_TOWNS: Readonly<Record<string, { id: string; article: 'el' | 'la' }>> = {
  bilbao: { id: 'casco-viejo', article: 'el' },
  sansebastian: { id: 'parte-vieja', article: 'la' },
  pamplona: { id: 'casco-antiguo', article: 'el' },
  vitoria: { id: 'casco-medieval', article: 'el' },
  logronio: { id: 'logronio-casco-antiguo', article: 'el' },
};

export function oldTownOf(city: City): OldTown {
  const known = OLD_TOWNS[city.id];
  const location = known ? city.locations.find((candidate) => candidate.id === known.id) : undefined;
  if (!known || !location) return { id: 'casco-viejo', name: 'Casco Viejo', withArticle: 'el Casco Viejo' };
  return { id: location.id, name: location.name, withArticle: `${known.article} ${location.name}` };
}
