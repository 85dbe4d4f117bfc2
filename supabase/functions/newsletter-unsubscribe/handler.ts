/**
 * newsletter-unsubscribe — the newsletter's one-click unsubscribe link (no login: the signed token of
 * _shared/unsubscribe_token.ts is the credential; verify_jwt = false).
 *
 * GET ?token=…[&lang=eu] (the link in the e-mail): sets newsletter_preferences.is_subscribed = false
 *   and answers a small HTML page in the e-mail's language (Spanish, or Basque when the link carries
 *   lang=eu, as a Basque newsletter's does) — 200 'Te has dado de baja…', or 200 'Ya te habías dado de
 *   baja…' when it was already off (so the link is idempotent); 400 page for a missing or invalid token.
 * POST ?token=… with 'List-Unsubscribe=One-Click' (RFC 8058, sent by mail clients; the token may
 *   also come in the form or a JSON body): the same, answered as JSON {ok, unsubscribed, already};
 *   400 JSON error for an invalid token.
 * The account's newsletter tab reads is_subscribed, so it shows the change.
 */
import { preflightResponse } from '../_shared/cors.ts';
import { brand } from '../_shared/emails.ts';
import { checkEnvAtStartup, DEFAULTS, optionalEnv, requireEnv } from '../_shared/env.ts';
import { errorResponse, HttpError, json, MESSAGES as COMMON } from '../_shared/errors.ts';
import { getCity } from '../_shared/cities.ts';
import type { Language } from '../_shared/languages.ts';
import { escapeHtml } from '../_shared/sanitize.ts';
import { pickSiteOrigin } from '../_shared/site.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { newsletterSecret, verifyUnsubscribeToken } from '../_shared/unsubscribe_token.ts';

const NAME = 'newsletter-unsubscribe';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const MESSAGES = {
  done: 'Te has dado de baja de la newsletter.',
  doneDetail: 'No volverás a recibirla. Si cambias de opinión, puedes volver a suscribirte desde tu cuenta.',
  already: 'Ya te habías dado de baja de la newsletter.',
  alreadyDetail: 'No recibirás más envíos. Si quieres volver a recibirla, actívala desde tu cuenta.',
  invalid: 'El enlace para darte de baja no es válido.',
  invalidDetail:
    'Comprueba que has copiado el enlace completo del correo, o date de baja desde la pestaña Newsletter de tu cuenta.',
  methodNotAllowed: 'Método no permitido. Usa GET o POST.',
} as const;

type PageTexts = Record<
  'done' | 'doneDetail' | 'already' | 'alreadyDetail' | 'invalid' | 'invalidDetail',
  string
> & {
  unexpected: string;
  unexpectedDetail: string;
  /** The link to the city's site ('Ir a Agenda Norte Bilbao'). */
  toSite: (brand: string) => string;
  preferences: string;
};

/** The page's texts in each language of the newsletter. */
const PAGE: Record<Language, PageTexts> = {
  es: {
    ...MESSAGES,
    unexpected: COMMON.unexpected,
    unexpectedDetail: 'Inténtalo de nuevo en unos minutos o date de baja desde tu cuenta.',
    toSite: (title) => `Ir a ${title}`,
    preferences: 'Mis preferencias',
  },
  eu: {
    done: 'Buletinaren harpidetza kendu duzu.',
    doneDetail: 'Ez duzu gehiago jasoko. Iritziz aldatzen baduzu, zure kontutik harpidetu zaitezke berriro.',
    already: 'Buletinaren harpidetza lehenago kendua zenuen.',
    alreadyDetail: 'Ez duzu bidalketa gehiagorik jasoko. Berriro jaso nahi baduzu, aktibatu zure kontuan.',
    invalid: 'Harpidetza kentzeko esteka ez da baliozkoa.',
    invalidDetail:
      'Egiaztatu mezuko esteka osoa kopiatu duzula, edo kendu harpidetza zure kontuko Newsletter fitxan.',
    unexpected: 'Ustekabeko errore bat gertatu da.',
    unexpectedDetail: 'Saiatu berriro minutu batzuk barru, edo kendu harpidetza zure kontuan.',
    toSite: (title) => `Joan ${title} webgunera`,
    preferences: 'Nire hobespenak',
  },
};

interface Outcome {
  status: 'unsubscribed' | 'already';
  cityId: string | null;
}

async function unsubscribe(userId: string): Promise<Outcome> {
  const db = createServiceClient();
  const { data, error } = await db
    .from('newsletter_preferences')
    .update({ is_subscribed: false })
    .eq('user_id', userId)
    .eq('is_subscribed', true)
    .select('city_id');
  if (error) throw new Error(`newsletter_preferences: ${error.message}`);
  const changed = (data ?? []) as Array<{ city_id: string }>;
  if (changed.length > 0) return { status: 'unsubscribed', cityId: changed[0]!.city_id };
  const { data: row } = await db
    .from('newsletter_preferences')
    .select('city_id')
    .eq('user_id', userId)
    .maybeSingle();
  return { status: 'already', cityId: (row as { city_id?: string } | null)?.city_id ?? null };
}

function page(
  status: number,
  cityId: string | null,
  language: Language,
  which: 'done' | 'already' | 'invalid' | 'unexpected',
): Response {
  const texts = PAGE[language];
  const heading = texts[which];
  const detail = texts[`${which}Detail`];
  const city = getCity(cityId);
  const site = pickSiteOrigin(optionalEnv('PUBLIC_SITE_URL', DEFAULTS.PUBLIC_SITE_URL), [], city?.id);
  const title = brand(city?.name ?? null);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} · ${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1c28;line-height:1.5">
<main style="max-width:560px;margin:40px auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#c8102e">${escapeHtml(title)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 20px">${escapeHtml(detail)}</p>
<p style="margin:0"><a href="${escapeHtml(site)}/" style="display:inline-block;background:#c8102e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(texts.toSite(title))}</a>
<a href="${escapeHtml(site)}/account?tab=newsletter" style="margin-left:12px;color:#57534e">${escapeHtml(texts.preferences)}</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      // The token is in this page's URL: never send it on as a Referer.
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** The token of a POST: the query string, else the form or JSON body. */
async function postedToken(req: Request, url: URL): Promise<unknown> {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const text = (await req.text().catch(() => '')).slice(0, 4096);
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      return (JSON.parse(text) as { token?: unknown })?.token;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(text).get('token');
}

export async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (req.method !== 'GET' && req.method !== 'POST') return errorResponse(405, MESSAGES.methodNotAllowed);
  const isGet = req.method === 'GET';
  const url = new URL(req.url);
  const language: Language = url.searchParams.get('lang') === 'eu' ? 'eu' : 'es';
  try {
    requireEnv(REQUIRED_ENV);
    const token = isGet ? url.searchParams.get('token') : await postedToken(req, url);
    const userId = await verifyUnsubscribeToken(token, await newsletterSecret());
    if (!userId) {
      return isGet
        ? page(400, null, language, 'invalid')
        : errorResponse(400, MESSAGES.invalid, { token: MESSAGES.invalid });
    }
    const outcome = await unsubscribe(userId);
    const already = outcome.status === 'already';
    if (!isGet) return json({ ok: true, unsubscribed: true, already });
    return page(200, outcome.cityId, language, already ? 'already' : 'done');
  } catch (e) {
    if (!(e instanceof HttpError)) console.error(`[${NAME}] unexpected error`, e);
    if (!isGet) {
      return e instanceof HttpError
        ? errorResponse(e.status, e.message, e.fields, e.extra)
        : errorResponse(500, COMMON.unexpected);
    }
    return page(500, null, language, 'unexpected');
  }
}
