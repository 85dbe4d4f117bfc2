/** The landing pages; /tardeos is the same page as /fiestas (one definition, canonical /fiestas). */
import { SITE_NAME } from '../../../config/site.ts';
import content from '../../../content/landings.json';
import { oldTownOf } from './old-town.ts';
import type { LandingCopy, LandingDefinition, LandingId, LandingPreset } from './types';

export type { LandingDefinition, LandingId } from './types';

/**
 * Each page's copy. {city} is the city's name, {nickname} its nickname with its article
 * ('el Botxo'), {oldTown} its old town with the article ('la Parte Vieja') and {oldTownName} without it.
 */
const PAGES: Record<LandingId, LandingCopy> = content.pages;
const NICKNAMES: Readonly<Record<string, string>> = content.nicknames;

/** A page's copy with its {slots} filled in and the site's name after the title. */
export function fillCopy(page: LandingCopy, values: Readonly<Record<string, string>>): LandingCopy {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
  return {
    title: `${fill(page.title)} | ${SITE_NAME}`,
    description: fill(page.description),
    keywords: page.keywords.map(fill),
    heroTitle: fill(page.heroTitle),
    heroText: fill(page.heroText),
    resultsTitle: fill(page.resultsTitle),
    emptyText: fill(page.emptyText),
  };
}

const landing = (id: LandingId, preset: LandingPreset, aliases: string[] = []): LandingDefinition => ({
  id,
  path: `/${id}`,
  aliases,
  preset,
  copy: (city) => {
    const oldTown = oldTownOf(city);
    return fillCopy(PAGES[id], {
      city: city.name,
      nickname: NICKNAMES[city.id] ?? city.name,
      oldTown: oldTown.withArticle,
      oldTownName: oldTown.name,
    });
  },
});

export const LANDINGS: readonly LandingDefinition[] = [
  landing('musica', { kind: 'category', categoryId: 'musica' }),
  landing('fiestas', { kind: 'category', categoryId: 'fiestas' }, ['/tardeos']),
  landing('gastronomia', { kind: 'category', categoryId: 'gastronomia' }),
  landing('familia', { kind: 'category', categoryId: 'infantil' }),
  landing('cultura', { kind: 'category', categoryId: 'arte' }),
  landing('casco-viejo', { kind: 'old-town' }),
  landing('fin-de-semana', { kind: 'date', range: 'weekend' }),
  landing('sabado', { kind: 'date', range: 'saturday' }),
];

export function getLanding(id: LandingId): LandingDefinition {
  const landing = LANDINGS.find((candidate) => candidate.id === id);
  if (!landing) throw new Error(`Unknown landing: ${id}`);
  return landing;
}

/** The landing shown at a path (canonical or alias), if any. */
export function landingForPath(path: string): LandingDefinition | undefined {
  return LANDINGS.find((landing) => landing.path === path || landing.aliases.includes(path));
}
