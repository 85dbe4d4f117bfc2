/**
 * The old town of each city for /casco-viejo, the page pre-filtered to the town or neighbourhood
 * 'Casco Viejo'. Each city's historic quarter is one of its locations (src/config/locations.ts):
 *
 * | city         | location id              | name            |
 * |--------------|--------------------------|-----------------|
 * | bilbao       | casco-viejo              | Casco Viejo     |
 * | sansebastian | parte-vieja              | Parte Vieja     |
 * | pamplona     | casco-antiguo            | Casco Antiguo   |
 * | vitoria      | casco-medieval           | Casco Medieval  |
 * | logronio     | logronio-casco-antiguo   | Casco Antiguo   |
 * | santander    | (none: its old centre burned in 1941) → the literal 'casco-viejo' |
 *
 * The literal value still works as a place filter: it matches events whose town or neighbourhood is
 * 'Casco Viejo' (places are compared as slugs), so the page never shows another quarter by mistake.
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

export const DEFAULT_OLD_TOWN_ID = 'casco-viejo';
const DEFAULT_OLD_TOWN_NAME = 'Casco Viejo';

export function oldTownOf(city: City): OldTown {
  const known = OLD_TOWNS[city.id];
  const location = known ? city.locations.find((candidate) => candidate.id === known.id) : undefined;
  if (!known || !location) {
    return {
      id: DEFAULT_OLD_TOWN_ID,
      name: DEFAULT_OLD_TOWN_NAME,
      withArticle: `el ${DEFAULT_OLD_TOWN_NAME}`,
    };
  }
  return { id: location.id, name: location.name, withArticle: `${known.article} ${location.name}` };
}
