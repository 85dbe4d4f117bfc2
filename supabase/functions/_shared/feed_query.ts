/**
 * The feed's query string: city (required), format ics | rss (default ics), and the listing's
 * parameters categoria (a category id or name; a parent brings its subcategories; matches category_id
 * or subcategory), ubicacion (a place: slug or name, hyphens read as spaces, accents and case ignored,
 * on town or neighbourhood) and gratis (1/true/si → free only); lang es | eu (default es) writes its
 * names and texts in Spanish or Basque. Pure.
 */
import { CITIES, CITY_LOCATIONS, cityFormsEu, getCity } from './cities.ts';
import { categoryWithChildren, cityPlaceMatcher, hasAnyCategory, resolveCategory } from './event_match.ts';
import type { EventRow } from './event_text.ts';
import { EVENT_WORDS, isLanguage, type Language } from './event_words.ts';
import { slugify } from './site.ts';

export const FEED_FORMATS = ['ics', 'rss'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export interface FeedRequest {
  cityId: string;
  cityName: string;
  format: FeedFormat;
  /** A known category id, or null. */
  category: string | null;
  /** The `ubicacion` value as given (trimmed), or null. */
  place: string | null;
  freeOnly: boolean;
  language: Language;
}

export const FEED_MESSAGES = {
  missingCity: `Indica la ciudad del calendario, por ejemplo ?city=bilbao. Ciudades: ${CITIES.map((c) => c.id).join(', ')}.`,
  unknownCity: (value: string) =>
    `No conocemos la ciudad «${value}». Ciudades disponibles: ${CITIES.map((c) => c.id).join(', ')}.`,
  unknownFormat: (value: string) =>
    `El formato «${value}» no existe: usa format=ics (calendario) o format=rss (lector de noticias).`,
  unknownCategory: (value: string) => `La categoría «${value}» no existe.`,
  unknownLanguage: (value: string) =>
    `El idioma «${value}» no existe: usa lang=es (castellano) o lang=eu (euskera).`,
} as const;

const TRUE_VALUES = new Set(['1', 'true', 'si', 'sí', 'yes', 'on']);

export type ParseResult = { ok: true; value: FeedRequest } | { ok: false; field: string; message: string };

const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);

export function parseFeedRequest(params: URLSearchParams): ParseResult {
  const rawCity = (params.get('city') ?? '').trim();
  if (rawCity === '') return { ok: false, field: 'city', message: FEED_MESSAGES.missingCity };
  const city = getCity(rawCity);
  if (!city) return { ok: false, field: 'city', message: FEED_MESSAGES.unknownCity(clip(rawCity)) };
  const rawFormat = (params.get('format') ?? 'ics').trim().toLowerCase() || 'ics';
  if (!(FEED_FORMATS as readonly string[]).includes(rawFormat)) {
    return { ok: false, field: 'format', message: FEED_MESSAGES.unknownFormat(clip(rawFormat)) };
  }
  const rawCategory = (params.get('categoria') ?? '').trim();
  const category = rawCategory === '' ? null : resolveCategory(rawCategory);
  if (rawCategory !== '' && !category) {
    return { ok: false, field: 'categoria', message: FEED_MESSAGES.unknownCategory(clip(rawCategory)) };
  }
  const place = (params.get('ubicacion') ?? '').trim().slice(0, 120) || null;
  const freeOnly = TRUE_VALUES.has((params.get('gratis') ?? '').trim().toLowerCase());
  const language = (params.get('lang') ?? '').trim().toLowerCase() || 'es';
  if (!isLanguage(language)) {
    return { ok: false, field: 'lang', message: FEED_MESSAGES.unknownLanguage(clip(language)) };
  }
  return {
    ok: true,
    value: {
      cityId: city.id,
      cityName: city.name,
      format: rawFormat as FeedFormat,
      category,
      place,
      freeOnly,
      language,
    },
  };
}

/** The events the request asks for (the city's town set is applied by the query). */
export function feedMatcher(req: FeedRequest): (e: EventRow) => boolean {
  const categories = req.category ? new Set(categoryWithChildren(req.category)) : null;
  const place = req.place ? cityPlaceMatcher(req.place, req.cityId) : null;
  return (e) =>
    (!req.freeOnly || e.is_free === true) &&
    (!categories || hasAnyCategory(e, categories)) &&
    (!place || place(e));
}

/** The place's name: the city's location it names ('casco-viejo' → 'Casco Viejo'), else the words capitalised. */
export function placeLabel(place: string, cityId: string): string {
  const key = slugify(place.replace(/-/g, ' '));
  const rows = CITY_LOCATIONS[cityId] ?? [];
  const row = rows.find(([id]) => slugify(id) === key) ?? rows.find(([, name]) => slugify(name) === key);
  if (row) return row[1];
  return place
    .replace(/-/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toLocaleUpperCase('es') + w.slice(1))
    .join(' ');
}

/**
 * 'Agenda Norte Bilbao', or 'Agenda Norte Bilbao · Música · Getxo · Gratis' with filters ('… · Musika ·
 * Getxo · Doan' in Basque).
 */
export function feedTitle(req: FeedRequest): string {
  const words = EVENT_WORDS[req.language];
  const parts = [`Agenda Norte ${req.cityName}`];
  if (req.category) parts.push(words.category(req.category));
  if (req.place) parts.push(placeLabel(req.place, req.cityId));
  if (req.freeOnly) parts.push(words.price({ is_free: true, price: null }));
  return parts.join(' · ');
}

/** The channel/calendar description. */
export function feedDescription(req: FeedRequest): string {
  if (req.language === 'eu')
    return `Agenda Norteren hurrengo ekitaldi eta planak ${cityFormsEu(req.cityId, req.cityName).in} eta inguruan.`;
  return `Próximos eventos y planes en ${req.cityName} y alrededores, de Agenda Norte.`;
}

/** The same query string, normalised (for links and atom:link self). */
export function feedSearch(req: FeedRequest): string {
  const p = new URLSearchParams({ city: req.cityId, format: req.format });
  if (req.category) p.set('categoria', req.category);
  if (req.place) p.set('ubicacion', req.place);
  if (req.freeOnly) p.set('gratis', '1');
  if (req.language !== 'es') p.set('lang', req.language);
  return p.toString();
}

/** The listing page the feed mirrors: '/?categoria=musica&ubicacion=getxo' (gratis has no URL parameter). */
export function listingPath(req: FeedRequest): string {
  const p = new URLSearchParams();
  if (req.category) p.set('categoria', req.category);
  if (req.place) p.set('ubicacion', req.place);
  const q = p.toString();
  return q ? `/?${q}` : '/';
}
