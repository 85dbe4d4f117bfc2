/**
 * feed — a city's upcoming events as a calendar subscription or a news feed (public, no login).
 *
 * Request: GET (or HEAD) /functions/v1/feed?city=bilbao&format=ics|rss[&categoria=musica]
 *   [&ubicacion=casco-viejo][&gratis=1][&lang=eu]. See _shared/feed_query.ts for the parameters.
 * Response 200:
 *   - ics: text/calendar; charset=utf-8 — VCALENDAR (PRODID, VERSION 2.0, CALSCALE GREGORIAN,
 *     X-WR-CALNAME 'Agenda Norte <City>', X-WR-TIMEZONE Europe/Madrid, VTIMEZONE) with one VEVENT per
 *     upcoming event, a series once with its RRULE and EXDATE (_shared/ics.ts), by start;
 *   - rss: application/rss+xml; charset=utf-8 — RSS 2.0 (_shared/rss.ts), a series once at its next
 *     date, by the date each item is shown at.
 *   An event is upcoming while its last day (a series' last date) is today or later. At most 500
 *   events. Cache-Control: public, max-age=900; ETag (SHA-256 of the body); 304 when If-None-Match
 *   matches.
 * Errors (JSON, Spanish): 400 no/unknown city, unknown format, category or language; 405 other methods.
 */
import { etagMatches } from '../_shared/etag.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { sha256Hex } from '../_shared/crypto.ts';
import { checkEnvAtStartup, DEFAULTS, optionalEnv, requireEnv } from '../_shared/env.ts';
import { errorResponse, HttpError, MESSAGES } from '../_shared/errors.ts';
import { fetchUpcomingEvents } from '../_shared/events_source.ts';
import { eventUrl, shownDay } from '../_shared/event_text.ts';
import type { EventRow } from '../_shared/event_text.ts';
import { EVENT_WORDS } from '../_shared/event_words.ts';
import {
  feedDescription,
  feedMatcher,
  feedSearch,
  feedTitle,
  listingPath,
  parseFeedRequest,
} from '../_shared/feed_query.ts';
import type { FeedRequest } from '../_shared/feed_query.ts';
import { buildCalendar } from '../_shared/ics.ts';
import { clockTime, madridToday } from '../_shared/madrid_time.ts';
import { buildRss } from '../_shared/rss.ts';
import { cityOriginFor } from '../_shared/site.ts';
import { createAnonClient } from '../_shared/supabase.ts';

const NAME = 'feed';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const FEED_LIMIT = 500;
export const CACHE_CONTROL = 'public, max-age=900';
const METHOD_NOT_ALLOWED = 'Método no permitido. Usa GET.';

const FEED_CORS: Record<string, string> = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Expose-Headers': 'ETag',
};

const CONTENT_TYPES = {
  ics: 'text/calendar; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
} as const;

/**
 * By day, then start time (no time first: all-day entries head their day), then id. The calendar
 * orders by start (a series by its first day, its DTSTART); the news feed by the day each item reads
 * at (a series by its next date), so a weekly class sits among this week's plans.
 */
function byDay(day: (e: EventRow) => string | null): (a: EventRow, b: EventRow) => number {
  return (a, b) =>
    (day(a) ?? '9999').localeCompare(day(b) ?? '9999') ||
    (clockTime(a.start_time) ?? '').localeCompare(clockTime(b.start_time) ?? '') ||
    a.id.localeCompare(b.id);
}

function render(
  req: FeedRequest,
  events: EventRow[],
  today: string,
  siteUrl: string,
  supabaseUrl: string,
): string {
  const title = feedTitle(req);
  const words = EVENT_WORDS[req.language];
  if (req.format === 'ics') {
    const sorted = [...events].sort(byDay((e) => e.start_date));
    const items = sorted.map((event) => ({ event, url: eventUrl(siteUrl, req.cityId, event) }));
    return buildCalendar({ name: title, description: feedDescription(req) }, items, new Date(), words);
  }
  const sorted = [...events].sort(byDay((e) => shownDay(e, today)));
  const items = sorted.map((event) => ({ event, url: eventUrl(siteUrl, req.cityId, event) }));
  return buildRss(
    {
      title,
      link: `${cityOriginFor(siteUrl, req.cityId)}${listingPath(req)}`,
      description: feedDescription(req),
      selfUrl: `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/feed?${feedSearch(req)}`,
    },
    items,
    today,
    words,
  );
}

export async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: FEED_CORS });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return errorResponse(405, METHOD_NOT_ALLOWED, undefined, {});
  }
  try {
    const env = requireEnv(REQUIRED_ENV);
    const parsed = parseFeedRequest(new URL(req.url).searchParams);
    if (!parsed.ok) return errorResponse(400, parsed.message, { [parsed.field]: parsed.message });
    const feed = parsed.value;
    const today = madridToday();
    const events = await fetchUpcomingEvents(createAnonClient(), {
      cityId: feed.cityId,
      today,
      freeOnly: feed.freeOnly,
      filter: feedMatcher(feed),
      limit: FEED_LIMIT,
      withBasque: feed.language === 'eu',
    });
    const siteUrl = optionalEnv('PUBLIC_SITE_URL', DEFAULTS.PUBLIC_SITE_URL);
    const body = render(feed, events, today, siteUrl, env.SUPABASE_URL);
    const etag = `"${(await sha256Hex(body)).slice(0, 32)}"`;
    const headers: Record<string, string> = {
      ...FEED_CORS,
      'Cache-Control': CACHE_CONTROL,
      ETag: etag,
    };
    if (etagMatches(req.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    headers['Content-Type'] = CONTENT_TYPES[feed.format];
    headers['Content-Disposition'] =
      `inline; filename="agenda-norte-${feed.cityId}.${feed.format === 'ics' ? 'ics' : 'xml'}"`;
    return new Response(req.method === 'HEAD' ? null : body, { status: 200, headers });
  } catch (e) {
    if (e instanceof HttpError) return errorResponse(e.status, e.message, e.fields, e.extra);
    console.error(`[${NAME}] unexpected error`, e);
    return errorResponse(500, MESSAGES.unexpected);
  }
}
