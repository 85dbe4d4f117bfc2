/**
 * sitemap — a city's sitemap for search engines (public, no login; robots.txt names it).
 *
 * Request: GET (or HEAD) /functions/v1/sitemap?city=bilbao
 * Response 200: application/xml; charset=utf-8 — a sitemaps.org urlset (_shared/sitemap.ts): the
 *   listing and landing pages, the editorial, contact, terms, ranking and add-event pages, and every
 *   upcoming event's page, all absolute URLs on the city's sub-domain (PUBLIC_SITE_URL's host with the
 *   city label, as e-mails and feeds link). lastmod: the event's updated_at; for the listing pages the
 *   newest of those. Cache-Control: public, max-age=3600; ETag (SHA-256 of the body); 304 when
 *   If-None-Match matches.
 * Errors (JSON, Spanish): 400 no/unknown city; 405 other methods.
 *
 * In production robots.txt points at https://<ref>.supabase.co/functions/v1/sitemap?city=<id> for
 * every city (the static host serves one robots.txt to all sub-domains; the build writes those lines:
 * src/build/robots-txt.ts). A Sitemap line may name another host, so no rewrite is needed.
 */
import { etagMatches } from '../_shared/etag.ts';
import { getCity, CITIES } from '../_shared/cities.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { sha256Hex } from '../_shared/crypto.ts';
import { checkEnvAtStartup, DEFAULTS, optionalEnv, requireEnv } from '../_shared/env.ts';
import { errorResponse, HttpError, MESSAGES } from '../_shared/errors.ts';
import { fetchUpcomingEvents } from '../_shared/events_source.ts';
import { madridToday } from '../_shared/madrid_time.ts';
import { buildSitemapXml, MAX_EVENT_URLS, sitemapEntries } from '../_shared/sitemap.ts';
import { createAnonClient } from '../_shared/supabase.ts';

const NAME = 'sitemap';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

/** Crawlers come back now and then; an hour keeps the database out of most of their visits. */
export const CACHE_CONTROL = 'public, max-age=3600';
const METHOD_NOT_ALLOWED = 'Método no permitido. Usa GET.';
const CITY_LIST = CITIES.map((c) => c.id).join(', ');
export const SITEMAP_MESSAGES = {
  missingCity: `Indica la ciudad del mapa del sitio, por ejemplo ?city=bilbao. Ciudades: ${CITY_LIST}.`,
  unknownCity: (value: string) => `No conocemos la ciudad «${value}». Ciudades disponibles: ${CITY_LIST}.`,
} as const;

const SITEMAP_CORS: Record<string, string> = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Expose-Headers': 'ETag',
};

export async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: SITEMAP_CORS });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return errorResponse(405, METHOD_NOT_ALLOWED, undefined, {});
  }
  try {
    requireEnv(REQUIRED_ENV);
    const raw = (new URL(req.url).searchParams.get('city') ?? '').trim();
    if (raw === '')
      return errorResponse(400, SITEMAP_MESSAGES.missingCity, { city: SITEMAP_MESSAGES.missingCity });
    const city = getCity(raw);
    if (!city) {
      const message = SITEMAP_MESSAGES.unknownCity(raw.slice(0, 40));
      return errorResponse(400, message, { city: message });
    }
    const today = madridToday();
    const events = await fetchUpcomingEvents(createAnonClient(), {
      cityId: city.id,
      today,
      limit: MAX_EVENT_URLS,
      maxRows: MAX_EVENT_URLS,
    });
    const siteUrl = optionalEnv('PUBLIC_SITE_URL', DEFAULTS.PUBLIC_SITE_URL);
    const body = buildSitemapXml(sitemapEntries(siteUrl, city.id, events, today));
    const etag = `"${(await sha256Hex(body)).slice(0, 32)}"`;
    const headers: Record<string, string> = { ...SITEMAP_CORS, 'Cache-Control': CACHE_CONTROL, ETag: etag };
    if (etagMatches(req.headers.get('if-none-match'), etag))
      return new Response(null, { status: 304, headers });
    headers['Content-Type'] = 'application/xml; charset=utf-8';
    return new Response(req.method === 'HEAD' ? null : body, { status: 200, headers });
  } catch (e) {
    if (e instanceof HttpError) return errorResponse(e.status, e.message, e.fields, e.extra);
    console.error(`[${NAME}] unexpected error`, e);
    return errorResponse(500, MESSAGES.unexpected);
  }
}
