/**
 * Share images: the 1200×630 picture that WhatsApp, Facebook, Telegram, X and the rest show beside a
 * shared link (og:image). Served in front of the static build, from the request's host:
 *
 * - /og/event/<id>.png: the event's own picture under its title, date and venue on the city's colours;
 *   without a picture of its own, its poster (supabase/functions/_shared/poster.ts, the drawing the
 *   app's cards show). 404 'Evento no encontrado' for an id the public API does not return.
 * - /og/page/<slug>.png: the default of a page (slug = the route's path without its leading '/',
 *   'home' for '/'): a poster with the city's name and colours, a landing's own title on landings.
 *
 * What WhatsApp needs (docs/share-images.md): an absolute https URL, image/png or image/jpeg, at
 * most 600 KB, 1200×630 (1.91:1). A poster is flat colour and stays a small PNG; a photo as PNG
 * weighs well over that, so a picture composed from a photo is sent as JPEG.
 *
 * Rasterised by edge/rasterise.ts (resvg as WebAssembly: the same code in Node and in a CDN worker).
 */
import { encode as encodeJpeg } from 'jpeg-js';
import { getCategory } from '../src/config/categories.ts';
import { CITY_IDS, GENERIC_CITY, getCityOrGeneric } from '../src/config/cities.ts';
import { DEFAULT_BASE_DOMAIN, SITE_NAME } from '../src/config/site.ts';
import type { City } from '../src/config/types';
import { isStockPhotoUrl } from '../src/features/events/domain/event-image.ts';
import { cityIdFromHost } from '../src/features/city/domain/resolve-city.ts';
import { landingForPath } from '../src/features/landings/domain/landings.ts';
import { fitText, posterSvg, escapeXml } from '../supabase/functions/_shared/poster.ts';
import { whenTextEs } from '../supabase/functions/_shared/event_text.ts';
import { rasterise, svgToPng, type RasteriseAssets } from './rasterise.ts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** WhatsApp drops a preview image heavier than this. */
export const SHARE_IMAGE_MAX_BYTES = 600 * 1024;

/** WebAssembly and fonts: a worker passes what its bundler imported (edge/rasterise.ts). */
export type ShareImageAssets = RasteriseAssets;

export interface ShareImageContext {
  supabaseUrl: string;
  anonKey: string;
  assets?: ShareImageAssets;
}

// The paths the pages' heads name (og:image): one copy, beside the head they belong to.
export { eventShareImagePath, pageShareImagePath } from '../src/components/seo/head-tags.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_PATH = /^\/og\/event\/([^/]+)\.png$/;
const PAGE_PATH = /^\/og\/page\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.png$/;
const EVENT_COLUMNS =
  'id,title,image_url,category_id,venue,town,start_date,end_date,start_time,end_time,recurrence_rule,occurrence_dates,updated_at';

// An unversioned URL may be asked again after its event changed: browsers and CDNs keep it a day.
// A versioned one (?v=updated_at) never changes, so it is kept for a year without asking again.
// A version other than the row's (an old link, or a row read before the edit the head saw) gets the
// current drawing, which is not that version's: kept briefly, so it is never pinned for a year.
const CACHE_UNVERSIONED = 'public, max-age=86400, stale-while-revalidate=604800';
const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
const CACHE_OTHER_VERSION = 'public, max-age=300';

interface EventRow {
  id: string;
  title: string;
  image_url: string | null;
  category_id: string[] | null;
  venue: string | null;
  town: string | null;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  recurrence_rule: string | null;
  occurrence_dates: string[] | null;
  updated_at: string;
}

interface Rendered {
  body: Uint8Array;
  type: 'image/png' | 'image/jpeg';
}

/**
 * The share image for /og/event/… and /og/page/…; null for any other path (the caller goes on).
 * Only GET and HEAD; other methods get 405.
 */
export async function shareImageResponse(request: Request, ctx: ShareImageContext): Promise<Response | null> {
  const url = new URL(request.url);
  const eventMatch = EVENT_PATH.exec(url.pathname);
  const pageMatch = eventMatch ? null : PAGE_PATH.exec(url.pathname);
  if (!eventMatch && !pageMatch) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return text(405, 'Método no permitido', { Allow: 'GET, HEAD' });

  const city = getCityOrGeneric(cityIdFromHost(url.hostname, CITY_IDS));
  const head = request.method === 'HEAD';
  if (pageMatch) {
    const slug = pageMatch[1] ?? 'home';
    const image = await cached(url.origin, `page:${city.id}:${slug}`, () =>
      renderPoster(pageSvg(city, slug), ctx),
    );
    return imageResponse(image, CACHE_UNVERSIONED, head);
  }

  const id = decodeURIComponent(eventMatch?.[1] ?? '');
  if (!UUID.test(id)) return text(404, 'Evento no encontrado');
  let row: EventRow | null;
  try {
    row = await fetchEvent(id, ctx);
  } catch (error) {
    console.error('share image: event read failed', error);
    return text(502, 'No se ha podido leer el evento. Inténtalo de nuevo más tarde.');
  }
  if (!row) return text(404, 'Evento no encontrado');
  const event = row;
  const image = await cached(url.origin, `event:${city.id}:${event.id}:${event.updated_at}`, () =>
    renderEvent(event, city, ctx),
  );
  return imageResponse(image, cacheControlFor(url.searchParams.get('v'), event.updated_at), head);
}

/**
 * `version` is ?v= as URLSearchParams decodes it (eventShareImagePath encodes the '+' and ':' of
 * updated_at, so it arrives as the API wrote it); immutable only when it is the drawn row's.
 */
function cacheControlFor(version: string | null, updatedAt: string): string {
  if (version === null) return CACHE_UNVERSIONED;
  return version === updatedAt ? CACHE_VERSIONED : CACHE_OTHER_VERSION;
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function imageResponse(image: Rendered, cacheControl: string, head: boolean): Response {
  // A fresh copy of the bytes: a Response may transfer its body, and the cached copy must stay whole.
  return new Response(head ? null : image.body.slice(), {
    status: 200,
    headers: {
      'Content-Type': image.type,
      'Content-Length': String(image.body.byteLength),
      'Cache-Control': cacheControl,
    },
  });
}

// Generated once: keyed by what the picture is drawn from (an event's id and updated_at, a city and
// page), so a corrected event is drawn again. In the process (requests for the same key while it is
// being drawn share the work; bounded, oldest out first) and, in a Cloudflare worker, whose isolates
// live for minutes, in the data centre's cache too (caches.default). Browsers and CDNs keep the
// responses as their Cache-Control says.
const MAX_CACHED = 200;
const cache = new Map<string, Promise<Rendered>>();

function cached(origin: string, key: string, draw: () => Promise<Rendered>): Promise<Rendered> {
  const hit = cache.get(key);
  if (hit) return hit;
  const drawing = edgeCached(`${origin}/og/drawn/${encodeURIComponent(key)}`, draw);
  cache.set(key, drawing);
  drawing.catch(() => cache.delete(key));
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return drawing;
}

async function edgeCached(url: string, draw: () => Promise<Rendered>): Promise<Rendered> {
  const store = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  if (!store) return draw();
  const hit = await store.match(url);
  const type = hit?.headers.get('Content-Type');
  if (hit && (type === 'image/png' || type === 'image/jpeg'))
    return { body: new Uint8Array(await hit.arrayBuffer()), type };
  const image = await draw();
  const headers = { 'Content-Type': image.type, 'Cache-Control': CACHE_VERSIONED };
  await store.put(url, new Response(image.body.slice(), { headers }));
  return image;
}

async function fetchEvent(id: string, ctx: ShareImageContext): Promise<EventRow | null> {
  const base = ctx.supabaseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/rest/v1/events?select=${EVENT_COLUMNS}&id=eq.${id}`, {
    headers: { apikey: ctx.anonKey, Authorization: `Bearer ${ctx.anonKey}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`events answered ${response.status}`);
  const rows = (await response.json()) as EventRow[];
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

// ── Drawing ──────────────────────────────────────────────────────────────────────────────────────

const W = SHARE_IMAGE_WIDTH;
const H = SHARE_IMAGE_HEIGHT;

function siteHost(city: City): string {
  return city === GENERIC_CITY ? DEFAULT_BASE_DOMAIN : `${city.id}.${DEFAULT_BASE_DOMAIN}`;
}

function brand(city: City): string {
  return city === GENERIC_CITY ? SITE_NAME : `${SITE_NAME} ${city.name}`;
}

/** A page's default: the landing's heading on a landing, else 'Qué hacer en <ciudad>'. */
function pageSvg(city: City, slug: string): string {
  const landing = landingForPath(`/${slug}`);
  const copy = landing?.copy(city);
  return posterSvg({
    title: copy?.heroTitle ?? `Qué hacer en ${city.name}`,
    dateLabel: brand(city),
    venue: siteHost(city),
    categoryName: copy ? `Agenda de ${city.name}` : 'Agenda de eventos',
    colors: city.theme,
    seed: `${city.id}/${slug}`,
    width: W,
    height: H,
  });
}

interface EventTexts {
  title: string;
  dateLabel: string;
  venue: string;
  category: ReturnType<typeof getCategory>;
}

function eventTexts(e: EventRow): EventTexts {
  return {
    title: e.title,
    dateLabel: whenTextEs({
      ...e,
      description: null,
      subcategory: null,
      neighborhood: null,
      address: null,
      price: null,
      is_free: null,
      destacado: null,
    }),
    venue: [e.venue, e.town].filter((part) => part && part.trim() !== '').join(', '),
    category: (e.category_id ?? []).map(getCategory).find((c) => c !== undefined),
  };
}

/** The event's own picture: an absolute http(s) URL that is not a stock photo (as the app decides). */
function ownPicture(e: EventRow): string | null {
  const url = e.image_url?.trim() ?? '';
  return /^https?:\/\//i.test(url) && !isStockPhotoUrl(url) ? url : null;
}

async function renderEvent(e: EventRow, city: City, ctx: ShareImageContext): Promise<Rendered> {
  const t = eventTexts(e);
  const picture = ownPicture(e);
  const photo = picture ? await fetchPicture(picture) : null;
  if (picture && photo) {
    try {
      return await renderPhoto(photoSvg(t, city, picture), picture, photo, ctx);
    } catch (error) {
      // The JPEG encoder needs Node's Buffer (in a Cloudflare worker, the nodejs_compat flag):
      // without it, or with a picture that cannot be drawn, the share image is the poster.
      console.error(`share image: the picture of event ${e.id} could not be composed`, error);
    }
  }
  return renderPoster(
    posterSvg({
      title: t.title,
      dateLabel: t.dateLabel,
      venue: t.venue,
      categoryName: t.category?.name ?? '',
      // The poster the app's cards show: the category's colour on the city's.
      colors: {
        primary: t.category?.defaultColor ?? city.theme.primary,
        secondary: city.theme.secondary,
        accent: city.theme.accent,
      },
      seed: e.id,
      width: W,
      height: H,
    }),
    ctx,
  );
}

const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

/** The picture's bytes if it is a JPEG, PNG or GIF (what resvg decodes) of sane size; else null. */
async function fetchPicture(url: string): Promise<Uint8Array | null> {
  try {
    // A slow image host must not hold the crawler's request: after 5 s the poster is drawn instead.
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { Accept: 'image/*' } });
    if (!response.ok) return null;
    const length = Number(response.headers.get('Content-Length') ?? '0');
    if (length > MAX_PICTURE_BYTES) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_PICTURE_BYTES) return null;
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    const gif = bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46;
    return jpeg || png || gif ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * The photo fills the frame; a dark gradient rises from the bottom under the title, date and venue;
 * a band in the city's colour at the top carries the site's name.
 */
function photoSvg(t: EventTexts, city: City, href: string): string {
  const pad = 64;
  const { size, lines } = fitText(t.title, { width: W - 2 * pad, height: 150 }, { max: 64, min: 40 }, 2);
  const lineHeight = size * 1.12;
  const infoTop = H - pad;
  const info = [t.dateLabel, t.venue].filter((s) => s.trim() !== '');
  const titleBottom = infoTop - info.length * 40 - 8;
  const titleTop = titleBottom - (lines.length - 1) * lineHeight;
  const theme = city.theme;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='${W}' height='${H}' viewBox='0 0 ${W} ${H}'>` +
    `<defs><linearGradient id='shade' x1='0' y1='0' x2='0' y2='1'>` +
    `<stop offset='0' stop-color='#000' stop-opacity='0'/><stop offset='.3' stop-color='#000' stop-opacity='.6'/>` +
    `<stop offset='1' stop-color='${theme.secondary}' stop-opacity='.96'/></linearGradient></defs>` +
    `<style>text{font-family:'Liberation Sans',sans-serif;fill:#fff}</style>` +
    `<rect width='${W}' height='${H}' fill='${theme.secondary}'/>` +
    `<image xlink:href='${escapeXml(href)}' width='${W}' height='${H}' preserveAspectRatio='xMidYMid slice'/>` +
    `<rect y='${H * 0.25}' width='${W}' height='${H * 0.75}' fill='url(#shade)'/>` +
    `<rect width='${W}' height='64' fill='${theme.primary}'/>` +
    `<text x='${pad}' y='43' font-size='28' font-weight='700'>${escapeXml(brand(city))}</text>` +
    `<rect x='${pad}' y='${Math.round(titleTop - size - 24)}' width='120' height='8' fill='${theme.accent}'/>` +
    lines
      .map(
        (line, i) =>
          `<text x='${pad}' y='${Math.round(titleTop + i * lineHeight)}' font-size='${Math.round(size)}' font-weight='700'>${escapeXml(line)}</text>`,
      )
      .join('') +
    info
      .map(
        (line, i) =>
          `<text x='${pad}' y='${Math.round(infoTop - (info.length - 1 - i) * 40)}' font-size='30'${i === 0 ? " font-weight='700'" : " opacity='.9'"}>${escapeXml(shorten(line, 64))}</text>`,
      )
      .join('') +
    '</svg>'
  );
}

function shorten(line: string, max: number): string {
  const chars = Array.from(line);
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

// ── Encoding ─────────────────────────────────────────────────────────────────────────────────────

async function renderPoster(svg: string, ctx: ShareImageContext): Promise<Rendered> {
  return { body: await svgToPng(svg, W, ctx.assets), type: 'image/png' };
}

/** A photo: composed, then encoded as JPEG (a photographic PNG would be several times WhatsApp's limit). */
async function renderPhoto(
  svg: string,
  href: string,
  photo: Uint8Array,
  ctx: ShareImageContext,
): Promise<Rendered> {
  const { width, height, pixels } = await rasterise(svg, W, {
    assets: ctx.assets,
    images: { [href]: photo },
  });
  // Quality 82: no visible blocks on a photo, about 100–250 KB at 1200×630.
  const jpeg = encodeJpeg({ width, height, data: pixels }, 82).data;
  return { body: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), type: 'image/jpeg' };
}
