/**
 * A city's sitemap (sitemaps.org 0.9), pure: every upcoming event's page and the site's indexable
 * pages, as absolute URLs on the city's sub-domain, each in Spanish and in Basque (under /eu), every
 * entry naming both languages' pages (hreflang alternates). Used by the `sitemap` function.
 *
 * Left out on purpose: /tardeos (the same page as /fiestas, whose canonical URL it declares), the
 * account, points, moderation, sign-in and deletion pages (robots.txt disallows them), and past events.
 */
import { eventUrl, lastDay } from './event_text.ts';
import type { EventRow } from './event_text.ts';
import { SITE_ROUTES } from './routes.ts';
import { cityOriginFor } from './site.ts';
import { type Language, LANGUAGES, languagePath } from './languages.ts';

/** Pages whose content is the listing: their lastmod is the newest event change. */
export const LISTING_PATHS: readonly string[] = SITE_ROUTES.filter((r) => r.sitemap === 'listing').map(
  (r) => r.path,
);

/** The built-in editorial articles' ids (three per city, src/content/editorial). */
const ARTICLE_IDS = ['1', '2', '3'];

/** Pages written by the team; no reliable change date, so no lastmod. */
export const CONTENT_PATHS: readonly string[] = SITE_ROUTES.filter((r) => r.sitemap === 'content').flatMap(
  (r) => (r.path.includes(':') ? ARTICLE_IDS.map((id) => r.path.replace(/:[^/]+/, id)) : [r.path]),
);

/**
 * The sitemaps.org limit per file is 50,000 URLs; every page is listed once per language, and the
 * events get what the fixed pages leave.
 */
export const MAX_URLS = 50_000;
export const MAX_EVENT_URLS = MAX_URLS / LANGUAGES.length - LISTING_PATHS.length - CONTENT_PATHS.length;

export interface SitemapEntry {
  loc: string;
  /** W3C datetime. */
  lastmod?: string;
  /** The same page in each language (hreflang → URL), Spanish also as the default ('x-default'). */
  alternates?: Record<string, string>;
}

/** The page at `url` (a Spanish page's URL) in each language: an entry each, each naming all. */
function inEveryLanguage(url: string, lastmod: string | null | undefined): SitemapEntry[] {
  const at = (language: Language) => {
    const page = new URL(url);
    page.pathname = languagePath(language, page.pathname);
    return page.href;
  };
  const alternates: Record<string, string> = Object.fromEntries(LANGUAGES.map((l) => [l, at(l)]));
  alternates['x-default'] = at('es');
  return LANGUAGES.map((language) => ({ loc: at(language), ...(lastmod ? { lastmod } : {}), alternates }));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A timestamp as a W3C datetime in UTC ('2026-11-22T10:15:00Z'); null when unusable. */
export function w3cDatetime(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Upcoming: ends (or, without an end, starts) today or later, as the listing shows it. */
export function isUpcoming(e: Pick<EventRow, 'start_date' | 'end_date'>, today: string): boolean {
  const last = lastDay(e);
  return last !== null && last >= today;
}

/**
 * The entries: the listing pages (lastmod = newest event change), the content pages, then one per
 * upcoming event (lastmod = its updated_at, else created_at), duplicates removed.
 */
export function sitemapEntries(
  publicSiteUrl: string,
  cityId: string,
  events: readonly EventRow[],
  today: string,
): SitemapEntry[] {
  const origin = cityOriginFor(publicSiteUrl, cityId);
  const upcoming = events.filter((e) => isUpcoming(e, today)).slice(0, MAX_EVENT_URLS);
  const changed = upcoming
    .map((e) => w3cDatetime(e.updated_at ?? e.created_at))
    .filter((d): d is string => d !== null)
    .sort();
  const newest = changed[changed.length - 1];
  const out: SitemapEntry[] = [
    ...LISTING_PATHS.flatMap((path) => inEveryLanguage(`${origin}${path}`, newest)),
    ...CONTENT_PATHS.flatMap((path) => inEveryLanguage(`${origin}${path}`, null)),
  ];
  const seen = new Set(out.map((e) => e.loc));
  for (const e of upcoming) {
    const loc = eventUrl(publicSiteUrl, cityId, e);
    if (seen.has(loc)) continue;
    seen.add(loc);
    out.push(...inEveryLanguage(loc, w3cDatetime(e.updated_at ?? e.created_at)));
  }
  return out;
}

export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n` +
      (e.lastmod ? `    <lastmod>${escapeXml(e.lastmod)}</lastmod>\n` : '') +
      Object.entries(e.alternates ?? {})
        .map(
          ([hreflang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>\n`,
        )
        .join('') +
      '  </url>',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (urls.length > 0 ? `${urls.join('\n')}\n` : '') +
    '</urlset>\n'
  );
}
