/**
 * The six cities and the generic fallback. Ids, names, provinces and nicknames are shared with the edge
 * functions (supabase/functions/_shared/cities.ts); themes, artwork and contacts are the app's own.
 */
// Relative imports with extensions: the build's plugins (vite.config.ts) read this file too.
import { CITY_ROWS, GENERIC_CITY_NAME } from '../../supabase/functions/_shared/cities.ts';
import { CITY_LOCATIONS } from './locations.ts';
import { DEFAULT_BASE_DOMAIN, DEFAULT_HERO_IMAGE } from './site.ts';
import type { City, CityTheme } from './types';
import { CITY_IDS, type CityId } from './city-ids.ts';

export { CITY_IDS };

/** Theme colours, dark enough for white text (WCAG AA, ≥ 4.5:1); the tests check it. */
const THEMES: Record<CityId, CityTheme> = {
  bilbao: { primary: '#c8102e', secondary: '#1c1c28', accent: '#00695c' },
  sansebastian: { primary: '#00707a', secondary: '#0d3b66', accent: '#a8461a' },
  pamplona: { primary: '#8e1537', secondary: '#3b0a1a', accent: '#8a5a00' },
  vitoria: { primary: '#2e7d32', secondary: '#1b4332', accent: '#6a3d9a' },
  santander: { primary: '#0d47a1', secondary: '#0b2545', accent: '#c2410c' },
  logronio: { primary: '#6d2077', secondary: '#4a1238', accent: '#4d6b1f' },
};

export const CITIES: City[] = CITY_ROWS.map(({ id, name, province, nicknames }) => ({
  id,
  name,
  province,
  nicknames: [...nicknames],
  theme: THEMES[id],
  heroImage: `/images/cities/${id}-hero.svg`,
  heroImageMobile: `/images/cities/${id}-hero-mobile.svg`,
  contactInfo: {
    email: `hola.${id}@${DEFAULT_BASE_DOMAIN}`,
    instagram: `https://www.instagram.com/agendanorte.${id}`,
    instagramLabel: `@agendanorte.${id}`,
  },
  locations: CITY_LOCATIONS[id] ?? [],
}));

/** Used when the host matches no city and nothing is saved (the app then defaults to bilbao). */
export const GENERIC_CITY: City = {
  id: 'generic',
  name: GENERIC_CITY_NAME,
  province: '',
  heroImage: DEFAULT_HERO_IMAGE,
  nicknames: [],
  theme: { primary: '#374151', secondary: '#1f2937', accent: '#b45309' },
  contactInfo: {
    email: `hola@${DEFAULT_BASE_DOMAIN}`,
    instagram: 'https://www.instagram.com/agendanorte',
    instagramLabel: '@agendanorte',
  },
  locations: [],
};

const BY_ID = new Map(CITIES.map((city) => [city.id, city]));

/** Case-insensitive lookup by id (which is also the sub-domain label). */
export function getCity(id: string | null | undefined): City | undefined {
  if (!id) return undefined;
  return BY_ID.get(id.trim().toLowerCase());
}

export function getCityOrGeneric(id: string | null | undefined): City {
  return getCity(id) ?? GENERIC_CITY;
}
