/**
 * The landing pages: a path, a preset (a category, the old town or a date range) and the page's own
 * copy. /tardeos is the same page as /fiestas: one definition, canonical /fiestas.
 */
import { culturaCopy, familiaCopy, fiestasCopy, gastronomiaCopy, musicaCopy } from './category-copy.ts';
import { oldTownCopy, saturdayCopy, weekendCopy } from './place-date-copy.ts';
import type { CopyOf, DatePresetId, LandingDefinition, LandingId } from './types';

export type { LandingDefinition, LandingId } from './types';

function categoryLanding(id: LandingId, categoryId: string, copy: CopyOf, aliases: string[] = []) {
  return { id, path: `/${id}`, aliases, preset: { kind: 'category', categoryId }, copy } as const;
}

function dateLanding(id: LandingId, range: DatePresetId, copy: CopyOf) {
  return { id, path: `/${id}`, aliases: [], preset: { kind: 'date', range }, copy } as const;
}

export const LANDINGS: readonly LandingDefinition[] = [
  categoryLanding('musica', 'musica', musicaCopy),
  categoryLanding('fiestas', 'fiestas', fiestasCopy, ['/tardeos']),
  categoryLanding('gastronomia', 'gastronomia', gastronomiaCopy),
  categoryLanding('familia', 'infantil', familiaCopy),
  categoryLanding('cultura', 'arte', culturaCopy),
  { id: 'casco-viejo', path: '/casco-viejo', aliases: [], preset: { kind: 'old-town' }, copy: oldTownCopy },
  dateLanding('fin-de-semana', 'weekend', weekendCopy),
  dateLanding('sabado', 'saturday', saturdayCopy),
];

const BY_ID = new Map(LANDINGS.map((landing) => [landing.id, landing]));

export function getLanding(id: LandingId): LandingDefinition {
  const landing = BY_ID.get(id);
  if (!landing) throw new Error(`Unknown landing: ${id}`);
  return landing;
}

/** The landing shown at a path (canonical or alias), if any. */
export function landingForPath(path: string): LandingDefinition | undefined {
  return LANDINGS.find((landing) => landing.path === path || landing.aliases.includes(path));
}
