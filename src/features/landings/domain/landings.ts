/** The landing pages; /tardeos is the same page as /fiestas (one definition, canonical /fiestas). */
import { SITE_NAME } from '../../../config/site.ts';
import content from '../../../content/landings.json';
import { getLocale } from '../../../i18n/locale.ts';
import { m } from '../../../i18n/paraglide/messages.js';
import { cityFormsEu } from '../../../../supabase/functions/_shared/cities.ts';
import { oldTownOf } from './old-town.ts';
import type { LandingCopy, LandingDefinition, LandingId, LandingPreset } from './types';

export type { LandingDefinition, LandingId } from './types';

/** The city's name and its Basque forms ('Bilbon' in, 'Bilboko' of), a copy's first slots. */
export interface CityValues {
  city: string;
  cityIn: string;
  cityOf: string;
}

/** A page's copy as messages of the page's language; `keywords` is one message, its words comma-separated. */
export type CopyMessages<Values> = Record<keyof LandingCopy, (values: Values) => string>;

interface PageValues extends CityValues {
  nickname: string;
  oldTown: string;
  oldTownName: string;
}

const KEYWORD_SEPARATOR = ', ';

/**
 * Each page's copy. {city} is the city's name, {nickname} its nickname with its article
 * ('el Botxo'), {oldTown} its old town with the article ('la Parte Vieja') and {oldTownName} without it;
 * a Basque copy declines the city as {cityIn} ('Bilbon') and {cityOf} ('Bilboko').
 */
const PAGES: Record<LandingId, CopyMessages<PageValues>> = {
  musica: {
    title: m.landings_musica_title,
    description: m.landings_musica_description,
    keywords: m.landings_musica_keywords,
    heroTitle: m.landings_musica_hero_title,
    heroText: m.landings_musica_hero_text,
    resultsTitle: m.landings_musica_results_title,
    emptyText: m.landings_musica_empty_text,
  },
  fiestas: {
    title: m.landings_fiestas_title,
    description: m.landings_fiestas_description,
    keywords: m.landings_fiestas_keywords,
    heroTitle: m.landings_fiestas_hero_title,
    heroText: m.landings_fiestas_hero_text,
    resultsTitle: m.landings_fiestas_results_title,
    emptyText: m.landings_fiestas_empty_text,
  },
  gastronomia: {
    title: m.landings_gastronomia_title,
    description: m.landings_gastronomia_description,
    keywords: m.landings_gastronomia_keywords,
    heroTitle: m.landings_gastronomia_hero_title,
    heroText: m.landings_gastronomia_hero_text,
    resultsTitle: m.landings_gastronomia_results_title,
    emptyText: m.landings_gastronomia_empty_text,
  },
  familia: {
    title: m.landings_familia_title,
    description: m.landings_familia_description,
    keywords: m.landings_familia_keywords,
    heroTitle: m.landings_familia_hero_title,
    heroText: m.landings_familia_hero_text,
    resultsTitle: m.landings_familia_results_title,
    emptyText: m.landings_familia_empty_text,
  },
  cultura: {
    title: m.landings_cultura_title,
    description: m.landings_cultura_description,
    keywords: m.landings_cultura_keywords,
    heroTitle: m.landings_cultura_hero_title,
    heroText: m.landings_cultura_hero_text,
    resultsTitle: m.landings_cultura_results_title,
    emptyText: m.landings_cultura_empty_text,
  },
  'casco-viejo': {
    title: m.landings_casco_viejo_title,
    description: m.landings_casco_viejo_description,
    keywords: m.landings_casco_viejo_keywords,
    heroTitle: m.landings_casco_viejo_hero_title,
    heroText: m.landings_casco_viejo_hero_text,
    resultsTitle: m.landings_casco_viejo_results_title,
    emptyText: m.landings_casco_viejo_empty_text,
  },
  'fin-de-semana': {
    title: m.landings_fin_de_semana_title,
    description: m.landings_fin_de_semana_description,
    keywords: m.landings_fin_de_semana_keywords,
    heroTitle: m.landings_fin_de_semana_hero_title,
    heroText: m.landings_fin_de_semana_hero_text,
    resultsTitle: m.landings_fin_de_semana_results_title,
    emptyText: m.landings_fin_de_semana_empty_text,
  },
  sabado: {
    title: m.landings_sabado_title,
    description: m.landings_sabado_description,
    keywords: m.landings_sabado_keywords,
    heroTitle: m.landings_sabado_hero_title,
    heroText: m.landings_sabado_hero_text,
    resultsTitle: m.landings_sabado_results_title,
    emptyText: m.landings_sabado_empty_text,
  },
};
const NICKNAMES: Readonly<Record<string, string>> = content.nicknames;

/** The city's name in the page's language, and its Basque forms (in Spanish, the name itself). */
export function cityValues(city: { id: string; name: string }): {
  city: string;
  cityIn: string;
  cityOf: string;
} {
  if (getLocale() !== 'eu') return { city: city.name, cityIn: city.name, cityOf: city.name };
  const forms = cityFormsEu(city.id, city.name);
  return { city: forms.name, cityIn: forms.in, cityOf: forms.of };
}

/** A page's copy in the page's language, its {slots} filled in and the site's name after the title. */
export function fillCopy<Values>(page: CopyMessages<Values>, values: Values): LandingCopy {
  return {
    title: `${page.title(values)} | ${SITE_NAME}`,
    description: page.description(values),
    keywords: page.keywords(values).split(KEYWORD_SEPARATOR),
    heroTitle: page.heroTitle(values),
    heroText: page.heroText(values),
    resultsTitle: page.resultsTitle(values),
    emptyText: page.emptyText(values),
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
      ...cityValues(city),
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
