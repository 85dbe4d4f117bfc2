/**
 * What runs in front of the static build, for every request: the Cloudflare worker (edge/worker.ts)
 * in production, the Vite dev and preview servers locally (edge/vite-plugin.ts), so the tests
 * exercise this same code.
 *
 * WhatsApp, Facebook, Telegram, X and most crawlers read the HTML a URL answers and run no
 * JavaScript. So every page is answered with index.html carrying that page's own head (title,
 * description, canonical URL on the city's sub-domain, Open Graph and Twitter tags, JSON-LD:
 * edge/page-head.ts), written where index.html marks it. An event page reads its event through
 * the public REST API (the anon key: row-level security lets only published, visible events
 * through), names the event's picture for the browser (a preload) and hands the row and the picture
 * to the page's scripts, so its largest paint waits for no script and no second request; an unknown
 * event, article or path answers 404 with the not-found head. A landing page carries the city
 * listing's first page and its first result's picture the same way (edge/early-listing.ts).
 * Share images (/og/…) come from edge/share-image.ts; every other file is the static build's own.
 */
import { editorialCity, pageHead } from './page-head.ts';
import { headHtml, headTags } from '../src/components/seo/head-tags.ts';
import { MOBILE_MEDIA_QUERY } from '../src/config/constants.ts';
import { CITY_IDS, getCityOrGeneric } from '../src/config/cities.ts';
import { loadEditorialArticles } from '../src/content/editorial/index.ts';
import { baseDomainFromHost, cityOriginUrl } from '../src/features/city/domain/city-origin.ts';
import { resolveActiveCity } from '../src/features/city/domain/resolve-city.ts';
import { isEventId } from '../src/features/events/domain/event-id.ts';
import { inlineJson } from '../src/build/inline-json.ts';
import type { City } from '../src/config/types.ts';
import { EARLY_EVENT_GLOBAL } from '../src/features/events/domain/early-event-global.ts';
import { eventPicture, ownEventImage } from '../src/features/events/domain/event-poster.ts';
import { parseEventId } from '../src/features/events/domain/event-url.ts';
import { mapEventRow } from '../src/features/events/domain/map-event-row.ts';
import type { EventItem, EventRow } from '../src/features/events/domain/types.ts';
import { matchSiteRoute } from '../supabase/functions/_shared/routes.ts';
import { appPath, localeOfPath, localePath, setPageLocale } from '../src/i18n/locale.ts';
import { rememberedLanguage } from '../src/i18n/remembered.ts';
import { shareImageResponse, type ShareImageAssets } from './share-image.ts';
import { earlyListingScript, readEarlyListing } from './early-listing.ts';
import { getLanding, type LandingId } from '../src/features/landings/domain/landings.ts';
import type { EarlyListing } from '../src/features/events/api/early-listing.ts';

export interface HandlerContext {
  /** The static build's answer to a request (the worker's assets; Vite's files locally). */
  fetchAsset: (request: Request) => Promise<Response>;
  /** The Supabase project the app talks to (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY). */
  supabaseUrl: string;
  anonKey: string;
  /** VITE_SITE_BASE_DOMAIN: cities live on https://<city>.<it>; without it, on the request's host. */
  siteBaseDomain?: string;
  /** The share images' WebAssembly and fonts, as the worker's bundler imported them (Node reads its own). */
  assets?: ShareImageAssets;
}

/** Where index.html's head is replaced: everything between the two comments (its default title). */
export const HEAD_MARKER = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

/** A page rather than a file: GET or HEAD of a path whose last segment has no extension. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const last = new URL(request.url).pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The row of the event a page names; null when the id names no visible event. */
async function readEventRow(param: string | undefined, ctx: HandlerContext): Promise<EventRow | null> {
  const id = parseEventId(param);
  if (id === null || !isEventId(id)) return null;
  const base = ctx.supabaseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/rest/v1/events?select=*&id=eq.${id}`, {
    headers: { apikey: ctx.anonKey, authorization: `Bearer ${ctx.anonKey}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`No se pudo leer el evento ${id}: HTTP ${response.status}`);
  const rows = (await response.json()) as EventRow[];
  return rows[0] ?? null;
}

/**
 * The event for the page's scripts: the first paint shows its picture from the HTML, and the app's
 * first render its row, neither waiting for a request of its own.
 */
function earlyEventScript(row: EventRow, event: EventItem, city: City): string {
  const early = { id: row.id, row, picture: eventPicture(event, city.theme).sources[0] };
  return `<script data-head>window[${inlineJson(EARLY_EVENT_GLOBAL)}]=${inlineJson(early)}</script>`;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A head tag asking for the page's largest picture early (under `media` only, when given). */
const preloadImage = (href: string, media?: string) =>
  `\n    <link rel="preload" as="image" href="${escapeAttr(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high" data-head>`;

export async function handleRequest(request: Request, ctx: HandlerContext): Promise<Response> {
  const image = await shareImageResponse(request, ctx);
  if (image) return image;
  if (!isPageRequest(request)) return ctx.fetchAsset(request);

  const url = new URL(request.url);
  // A Basque page is the same page under /eu.
  const locale = localeOfPath(url.pathname);
  // A visitor who chose Basque with the switch gets a Spanish link's page in Basque.
  if (locale === 'es' && rememberedLanguage(request.headers.get('cookie')) === 'eu')
    return Response.redirect(new URL(`${localePath('eu', url.pathname)}${url.search}`, url).href, 302);
  const match = matchSiteRoute(appPath(url.pathname));
  // /eventos?… is the listing: the home page with the same query.
  if (match.route.page === 'eventos')
    return Response.redirect(new URL(`${localePath(locale, '/')}${url.search}`, url).href, 301);

  const city = getCityOrGeneric(
    resolveActiveCity({ hostname: url.hostname, storedCityId: null, cityIds: CITY_IDS }),
  );
  const origin = ctx.siteBaseDomain
    ? cityOriginUrl(city.id, ctx.siteBaseDomain, 'https:')
    : cityOriginUrl(city.id, baseDomainFromHost(url.host, CITY_IDS), url.protocol);
  const index = await ctx.fetchAsset(new Request(new URL('/', url), { headers: request.headers }));
  if (!index.ok) return index;

  let row: EventRow | null = null;
  try {
    if (match.route.page === 'event') row = await readEventRow(match.params.eventParam, ctx);
  } catch (error) {
    // The API did not answer: the page goes out with index.html's default head, and the app,
    // which reads the event again, shows what it finds.
    console.error(error);
    return index;
  }
  const article =
    match.route.page === 'editorial-article'
      ? ((await loadEditorialArticles(editorialCity(city, url.searchParams).city.id)).find(
          (a) => a.id === match.params.articleId,
        ) ?? null)
      : null;
  const landing = match.route.landing ? getLanding(match.route.landing as LandingId) : null;
  let listing: EarlyListing | null = null;
  // Date landings' first paint is their hero alone (its dates are the browser's).
  if (landing && landing.preset.kind !== 'date') {
    // Without it the page is as good, only slower: the app asks for the same rows.
    listing = await readEarlyListing(landing, city, url, new Date(), ctx).catch((error) => {
      console.error(error);
      return null;
    });
  }
  const event = row ? mapEventRow(row) : null;
  // The head's texts in the page's language (set here, synchronously, before they are written).
  setPageLocale(locale);
  const { head, status } = pageHead({ match, city, origin, search: url.searchParams, event, article });

  let tags = headHtml(headTags(head, city, origin, locale));
  const picture = event ? ownEventImage(event) : null;
  if (picture) tags += preloadImage(picture);
  if (row && event) tags += `\n    ${earlyEventScript(row, event, city)}`;
  const listingPicture = listing?.picture;
  // Only phones draw it from the HTML (the first paint's listing is the phone's).
  if (listingPicture && !listingPicture.startsWith('data:'))
    tags += preloadImage(listingPicture, MOBILE_MEDIA_QUERY);
  if (listing) tags += `\n    ${earlyListingScript(listing)}`;
  const html = (await index.text())
    .replace(HEAD_MARKER, tags)
    .replace('<html lang="es">', `<html lang="${locale}">`);
  return new Response(request.method === 'HEAD' ? null : html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The head depends on the host and, on event pages, on the event: caches keep it briefly, and
      // a page carrying rows (the app's first data) at most two minutes.
      'cache-control':
        row || listing
          ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'
          : 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
      vary: 'host, cookie',
    },
  });
}
