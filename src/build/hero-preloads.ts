/** The hero preload's options from the app's configuration (hero-preload.test.ts checks them). */
import { ACTIVE_CITY_STORAGE_KEY, DEFAULT_CITY_ID, MOBILE_BREAKPOINT_PX } from '../config/constants.ts';
import { CITY_IDS } from '../config/city-ids.ts';
import type { HeroPreloadOptions } from './hero-preload.ts';
import { ROUTE_PRELOADS } from './route-preloads.ts';

/** Route modules whose page starts with CityHero. */
const HERO_PAGES = [
  'src/app/routes/home.tsx',
  'src/app/routes/landing.tsx',
  'src/app/routes/concerts-today.tsx',
];

export const HERO_PRELOAD: HeroPreloadOptions = {
  cityIds: CITY_IDS,
  defaultCityId: DEFAULT_CITY_ID,
  storageKey: ACTIVE_CITY_STORAGE_KEY,
  paths: ROUTE_PRELOADS.filter((r) => HERO_PAGES.includes(r.module)).map((r) => r.pattern),
  images: (id) => ({
    mobile: `/images/cities/${id}-hero-mobile.svg`,
    desktop: `/images/cities/${id}-hero.svg`,
  }),
  mobileMaxWidthPx: MOBILE_BREAKPOINT_PX - 1,
};
