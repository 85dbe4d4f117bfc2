/**
 * What the home preview (home-shell.ts) shows of each city, from the app's own configuration.
 * home-shell.test.ts checks the trust-banner key against the engagement feature's.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIVE_CITY_STORAGE_KEY, DEFAULT_CITY_ID } from '../config/constants.ts';
import { CITIES } from '../config/cities.ts';
import { DEFAULT_HERO_IMAGE, SITE_NAME } from '../config/site.ts';
import { themeVariables } from '../features/city/domain/theme.ts';
import { LANDINGS } from '../features/landings/domain/landings.ts';
import { STOCK_HOST_WORDS, STOCK_PHOTO_HOSTS } from '../features/events/domain/event-image.ts';
import { CATEGORIES, getCategoryImagePath } from '../config/categories.ts';
import { EARLY_EVENT_GLOBAL } from './event-prefetch.ts';
import { escapeHtml, type HomeShellOptions, type ShellHeroText } from './home-shell.ts';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

/**
 * A file of public/ (path as the app links it, '/images/…') as a data: URL. Only what a URL must
 * escape is escaped (double quotes become single ones), which keeps it small and compressible.
 */
function inlineSvg(path: string): string {
  const svg = readFileSync(join(PUBLIC_DIR, path), 'utf8')
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${svg.trim()}`;
}

/**
 * The landings whose hero holds only text, per path (aliases too) and city. Date landings are left
 * out: their hero also shows the dates, which the preview cannot know.
 */
function landingHeroes(): Record<string, Record<string, ShellHeroText>> {
  const heroes: Record<string, Record<string, ShellHeroText>> = {};
  for (const landing of LANDINGS) {
    if (landing.preset.kind === 'date') continue;
    const byCity = Object.fromEntries(
      CITIES.map((city) => {
        const copy = landing.copy(city);
        return [city.id, { eyebrow: copy.eyebrow, title: copy.heroTitle, subtitle: copy.heroText }];
      }),
    );
    for (const path of [landing.path, ...landing.aliases]) heroes[path] = byCity;
  }
  return heroes;
}

/** One block of HTML per city, from the city's escaped name. */
const perCity = (block: (name: string) => string) =>
  Object.fromEntries(CITIES.map((c) => [c.id, block(escapeHtml(c.name))]));

/**
 * The heading blocks of /add-event (AddEventPage) and /editorial (EditorialPage), their largest
 * text being what the page paints first: the same classes and text, headings as paragraphs (the
 * preview is hidden from assistive technology), the notice's icon as an empty box of its size.
 */
function pageBlocks(): Record<string, Record<string, string>> {
  const site = escapeHtml(SITE_NAME);
  return {
    '/add-event': perCity(
      (name) =>
        '<div class="mx-auto max-w-5xl px-4 py-8 md:py-12"><header class="mb-8 max-w-3xl space-y-3">' +
        '<p class="text-3xl font-extrabold text-gray-900 md:text-4xl">Comparte tu evento</p>' +
        `<p class="text-lg text-gray-700">Publicar en ${site} es gratis. Cuéntanos qué, cuándo y dónde, y lo verá toda la comunidad de ${name}.</p>` +
        '</header></div>',
    ),
    '/editorial': perCity(
      (name) =>
        '<div class="mx-auto max-w-7xl space-y-10 px-4 py-10"><header class="space-y-4">' +
        '<p class="text-sm font-semibold tracking-wide text-primary uppercase">Editorial</p>' +
        `<p class="text-3xl font-extrabold text-gray-900 sm:text-4xl">Guías y planes en ${name}</p>` +
        `<p class="max-w-2xl text-lg text-gray-700">Barrios, gastronomía, fiestas y paseos de ${name}, con horarios orientativos y enlaces a las fuentes oficiales.</p>` +
        '<p class="flex items-start gap-2 rounded-2xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-gray-800">' +
        '<span class="mt-0.5 inline-block h-5 w-5 shrink-0"></span>' +
        `<span>${site} reúne automáticamente agendas públicas, como Kulturklik y agendas municipales, y el equipo revisa cada evento que se envía antes de publicarlo.</span></p>` +
        '</header></div>',
    ),
  };
}

export const HOME_SHELL: HomeShellOptions = {
  cityIds: CITIES.map((c) => c.id),
  defaultCityId: DEFAULT_CITY_ID,
  storageKey: ACTIVE_CITY_STORAGE_KEY,
  siteName: SITE_NAME,
  trustBannerKey: 'trust-banner-dismissed',
  cities: CITIES.map((c) => ({
    id: c.id,
    name: c.name,
    nicknames: c.nicknames,
    heroImage: c.heroImage,
    heroImageMobile: c.heroImageMobile,
    heroImageMobileInline: c.heroImageMobile ? inlineSvg(c.heroImageMobile) : undefined,
    theme: themeVariables(c.theme),
  })),
  landings: landingHeroes(),
  pages: pageBlocks(),
  eventImages: {
    stockHosts: STOCK_PHOTO_HOSTS,
    stockWords: STOCK_HOST_WORDS,
    categoryImages: Object.fromEntries(
      CATEGORIES.flatMap((c) => {
        const path = getCategoryImagePath(c.id);
        return path ? [[c.id, path]] : [];
      }),
    ),
    defaultImage: DEFAULT_HERO_IMAGE,
  },
  earlyEventGlobal: EARLY_EVENT_GLOBAL,
};
