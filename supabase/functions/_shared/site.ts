/**
 * Links to the app. PUBLIC_SITE_URL is the root site (default http://localhost:5173); each city lives on
 * `<city>.<root host>`. An origin named by a request is used only when it is the root or a city
 * sub-domain of it, so an e-mail can never carry a link to somebody else's site.
 */
import { getCity } from './cities.ts';

const STRIP_LABELS = new Set(['www']);

/** The root origin: PUBLIC_SITE_URL without path, and without a leading city or www label. */
export function rootOrigin(publicSiteUrl: string): URL {
  const url = new URL(publicSiteUrl);
  const labels = url.hostname.split('.');
  if (labels.length > 1 && (getCity(labels[0]) || STRIP_LABELS.has(labels[0]!))) {
    url.hostname = labels.slice(1).join('.');
  }
  url.pathname = '/';
  url.search = '';
  url.hash = '';
  return url;
}

/** `https://bilbao.agendanorte.es` for a city id and a root site. */
export function cityOriginFor(publicSiteUrl: string, cityId: string): string {
  const root = rootOrigin(publicSiteUrl);
  return `${root.protocol}//${cityId}.${root.host}`;
}

/** `candidate`'s origin when it is the root itself or `<known city>.<root host>` with the root's protocol; else null. */
export function allowedOrigin(publicSiteUrl: string, candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate === '') return null;
  const root = rootOrigin(publicSiteUrl);
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== root.protocol) return null;
  if (url.host === root.host) return url.origin;
  const dot = url.host.indexOf('.');
  if (dot <= 0 || url.host.slice(dot + 1) !== root.host) return null;
  const label = url.host.slice(0, dot);
  return getCity(label)?.id === label ? url.origin : null;
}

/**
 * The origin to link to: the first allowed candidate; else the city's origin when `cityId` is a known
 * city; else the root.
 */
export function pickSiteOrigin(publicSiteUrl: string, candidates: unknown[] = [], cityId?: unknown): string {
  for (const candidate of candidates) {
    const origin = allowedOrigin(publicSiteUrl, candidate);
    if (origin) return origin;
  }
  const city = getCity(cityId);
  if (city) return cityOriginFor(publicSiteUrl, city.id);
  return rootOrigin(publicSiteUrl).origin;
}

/** The city an allowed origin names, if any. */
export function cityIdOfOrigin(publicSiteUrl: string, origin: string): string | null {
  const root = rootOrigin(publicSiteUrl);
  try {
    const url = new URL(origin);
    const dot = url.host.indexOf('.');
    if (dot <= 0 || url.host.slice(dot + 1) !== root.host) return null;
    return getCity(url.host.slice(0, dot))?.id ?? null;
  } catch {
    return null;
  }
}

/** The app's slug (src/lib/text.ts): accents stripped, lower-case, non-alphanumerics collapsed to hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The event page path: /event/{id}--{town}-{category}-{subcategory|general}-{yyyy-MM-dd}-{title}. */
export function eventPath(event: {
  id: string;
  town?: string | null;
  category?: string | null;
  subcategory?: string | null;
  start_date?: string | null;
  title: string;
}): string {
  const parts = [
    event.town ?? '',
    event.category ?? '',
    event.subcategory || 'general',
    event.start_date ?? '',
    event.title,
  ]
    .map(slugify)
    .filter((p) => p !== '');
  const id = encodeURIComponent(event.id);
  return parts.length > 0 ? `/event/${id}--${parts.join('-')}` : `/event/${id}`;
}
