/**
 * send-newsletter — sends the newsletter to every subscribed reader whose period is due. Called by
 * the scheduler (pg_cron + pg_net, see supabase/README.md) or `npm run newsletter:send`, with the
 * service-role key only.
 *
 * Request: POST {now?: ISO 8601 string (a fixed clock, for tests), dry_run?: boolean}; an empty body
 *   is {}. The bearer must be the service role (403 for any other token, 401 without one).
 * For each subscribed reader (is_subscribed, frequency daily | weekly | biweekly) with no row in
 * newsletter_sends for the current period, on a send day (_shared/newsletter_periods.ts): the events of
 * their city that run between today and the period's end (a series once, when one of its dates does,
 * shown at that date with its rhythm) and match their categories and places
 * (_shared/newsletter_select.ts), featured first, at most 12 (cancelled events are never proposed).
 * Above them, the reader's saved events (user_favorites) that are cancelled, still ahead and changed
 * since their previous newsletter, whatever their categories or city (see cancelledFavourites).
 * No events and no such news → skipped, nothing recorded. Otherwise the row (user, period_key, the
 * ids of every event the e-mail names) is inserted first — its unique key makes a second or
 * concurrent run skip the reader — and then one e-mail is sent (_shared/newsletter_email.ts); a
 * failed delivery deletes the row again so the next run retries.
 * Response 200 {sent, skipped, failed, would_send, dry_run, now, partial, users: [{user_id, status,
 *   reason?, frequency?, period_key?, city_id?, events?, cancelled?, subject?}]}.
 * Errors: 400 bad body, 401 no token, 403 not the service role.
 */
import { bearerToken, decodeJwtPayload } from '../_shared/jwt.ts';
import { getCity } from '../_shared/cities.ts';
import { checkEnvAtStartup, DEFAULTS, optionalEnv, readEnv, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { fetchUpcomingEvents } from '../_shared/events_source.ts';
import { EVENT_COLUMNS_WITH_EU } from '../_shared/event_text.ts';
import type { EventRow } from '../_shared/event_text.ts';
import { createHandler, readJsonObject } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { madridToday } from '../_shared/madrid_time.ts';
import { newsletterEmail } from '../_shared/newsletter_email.ts';
import { coverage, currentKeys, dueAt, SEND_FREQUENCIES } from '../_shared/newsletter_periods.ts';
import { cancelledToTell, pickNewsletterEvents, placesInCity } from '../_shared/newsletter_select.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import type { SupabaseClient } from '../_shared/supabase.ts';
import { newsletterSecret, signUnsubscribeToken } from '../_shared/unsubscribe_token.ts';

const NAME = 'send-newsletter';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'MAIL_API_URL', 'MAIL_API_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

/** Stop starting new e-mails after this long (hosted functions are stopped at 150 s). */
export const TIME_BUDGET_MS = 120_000;
const PAGE = 1000;
/** Upcoming events read per city and window, before the readers' own filters. */
const EVENTS_PER_CITY = 2000;

export const MESSAGES = {
  noToken: 'Falta la clave del servicio: esta función solo la llama el envío programado.',
  notServiceRole: 'Solo el envío programado (service role) puede enviar la newsletter.',
  badToken: 'La clave del servicio no es válida.',
  badNow: 'El campo «now» debe ser una fecha ISO 8601, por ejemplo 2026-11-23T07:00:00+01:00.',
  badDryRun: 'El campo «dry_run» debe ser true o false.',
} as const;

type Status = 'sent' | 'skipped' | 'failed' | 'would_send';

interface UserReport {
  user_id: string;
  status: Status;
  reason?: string;
  frequency?: string;
  period_key?: string;
  city_id?: string;
  events?: number;
  cancelled?: number;
  subject?: string;
}

interface PreferenceRow {
  user_id: string;
  frequency: string;
  selected_categories: string[] | null;
  selected_locations: string[] | null;
  is_subscribed: boolean;
  city_id: string;
  language: string;
}

/** The bearer must be the service role: the project's key itself, or a token GoTrue accepts as admin. */
async function requireServiceRole(req: Request, env: Record<(typeof REQUIRED_ENV)[number], string>) {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, MESSAGES.noToken);
  if (token === env.SUPABASE_SERVICE_ROLE_KEY) return;
  if (decodeJwtPayload(token)?.role !== 'service_role') throw new HttpError(403, MESSAGES.notServiceRole);
  // A service-role JWT that is not the configured key (e.g. another signing key): let GoTrue verify it.
  const res = await fetch(`${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/admin/users?per_page=1`, {
    headers: { Authorization: `Bearer ${token}`, apikey: token },
  }).catch(() => null);
  await res?.body?.cancel();
  if (!res?.ok) throw new HttpError(401, MESSAGES.badToken);
}

async function readOptions(req: Request): Promise<{ now: Date; dryRun: boolean }> {
  const raw = (await req.clone().text()).trim();
  const body = raw === '' ? {} : await readJsonObject(req);
  let now = new Date();
  if (body.now !== undefined && body.now !== null) {
    const parsed =
      typeof body.now === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(body.now) ? new Date(body.now) : null;
    if (!parsed || Number.isNaN(parsed.getTime()))
      throw new HttpError(400, MESSAGES.badNow, { now: MESSAGES.badNow });
    now = parsed;
  }
  if (body.dry_run !== undefined && typeof body.dry_run !== 'boolean') {
    throw new HttpError(400, MESSAGES.badDryRun, { dry_run: MESSAGES.badDryRun });
  }
  return { now, dryRun: body.dry_run === true };
}

async function loadSubscribers(db: SupabaseClient): Promise<PreferenceRow[]> {
  const out: PreferenceRow[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('newsletter_preferences')
      .select('user_id, frequency, selected_categories, selected_locations, is_subscribed, city_id, language')
      .eq('is_subscribed', true)
      .in('frequency', [...SEND_FREQUENCIES])
      .order('user_id', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`newsletter_preferences: ${error.message}`);
    out.push(...((data ?? []) as PreferenceRow[]));
    if ((data ?? []).length < PAGE) return out;
  }
}

/** Period keys already sent, per user, among the current keys. */
async function loadSent(db: SupabaseClient, keys: string[]): Promise<Map<string, Set<string>>> {
  const sent = new Map<string, Set<string>>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('newsletter_sends')
      .select('user_id, period_key')
      .in('period_key', keys)
      .order('user_id', { ascending: true })
      .order('period_key', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`newsletter_sends: ${error.message}`);
    for (const row of (data ?? []) as Array<{ user_id: string; period_key: string }>) {
      if (!sent.has(row.user_id)) sent.set(row.user_id, new Set());
      sent.get(row.user_id)!.add(row.period_key);
    }
    if ((data ?? []).length < PAGE) return sent;
  }
}

/**
 * The reader's saved events to tell as cancelled: not hidden, cancelled, still ahead (as the
 * listing counts it), and changed after the reader's latest newsletter_sends row was written (any,
 * when there is none yet).
 *
 * Rule: cancelling an event is an update, so its updated_at is at or after the cancellation. The
 * reader's next newsletter finds it changed after their previous row and tells it; once that
 * newsletter is recorded, its row's sent_at is later than the change, so the ones after it do not —
 * each cancellation is told once, in the next newsletter, with no extra column to keep.
 * A failed delivery deletes its row, so the retry tells it again. The comparison is the database's
 * own (timestamptz, to the microsecond). Accepted edges: an edit of the event after it was told tells
 * it again (better twice than never); an event cancelled in the moment between this read and the
 * insert of the row is not told.
 */
async function cancelledFavourites(db: SupabaseClient, userId: string, today: string): Promise<EventRow[]> {
  const { data: last, error: lastError } = await db
    .from('newsletter_sends')
    .select('sent_at')
    .eq('user_id', userId)
    .order('sent_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (lastError) throw new Error(`newsletter_sends: ${lastError.message}`);
  let query = db
    .from('events')
    .select(`${EVENT_COLUMNS_WITH_EU},user_favorites!inner(user_id)`)
    .eq('user_favorites.user_id', userId)
    .eq('status', 'cancelled')
    // The service role reads past RLS: a hidden event must not reach an e-mail.
    .is('hidden_at', null)
    .or(`end_date.gte.${today},and(end_date.is.null,start_date.gte.${today})`);
  const since = (last as { sent_at?: string } | null)?.sent_at;
  if (since) query = query.gt('updated_at', since);
  const { data, error } = await query.order('start_date', { ascending: true }).limit(PAGE);
  if (error) throw new Error(`favourites: ${error.message}`);
  return cancelledToTell((data ?? []) as unknown as EventRow[], today);
}

async function recipient(
  db: SupabaseClient,
  userId: string,
): Promise<{ email: string | null; name: string | null }> {
  const { data, error } = await db.auth.admin.getUserById(userId);
  if (error && (error as { status?: number }).status !== 404)
    throw new Error(`getUserById: ${error.message}`);
  const { data: profile } = await db.from('profiles').select('full_name').eq('user_id', userId).maybeSingle();
  const name = ((profile as { full_name?: string } | null)?.full_name ?? '').trim();
  return { email: data?.user?.email ?? null, name: name || null };
}

export const handler = createHandler(NAME, async (req) => {
  const env = requireEnv(REQUIRED_ENV);
  await requireServiceRole(req, env);
  const { now, dryRun } = await readOptions(req);
  const started = Date.now();
  const db = createServiceClient();
  const siteUrl = optionalEnv('PUBLIC_SITE_URL', DEFAULTS.PUBLIC_SITE_URL);
  const unsubscribeBase =
    readEnv('NEWSLETTER_UNSUBSCRIBE_URL') ??
    `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/newsletter-unsubscribe`;
  const secret = await newsletterSecret();
  const today = madridToday(now);

  const [subscribers, sent] = await Promise.all([loadSubscribers(db), loadSent(db, currentKeys(now))]);
  const cityEvents = new Map<string, Promise<EventRow[]>>();
  const eventsFor = (cityId: string, from: string, to: string) => {
    const key = `${cityId}|${from}|${to}`;
    if (!cityEvents.has(key)) {
      cityEvents.set(
        key,
        // One read per city and window for every reader, whatever their language.
        fetchUpcomingEvents(db, { cityId, today: from, until: to, limit: EVENTS_PER_CITY, withBasque: true }),
      );
    }
    return cityEvents.get(key)!;
  };

  const users: UserReport[] = [];
  let partial = false;
  for (const pref of subscribers) {
    const due = dueAt(pref, now, sent.get(pref.user_id) ?? new Set());
    const base = { user_id: pref.user_id, frequency: pref.frequency, city_id: pref.city_id };
    if (!due.due) {
      users.push({
        ...base,
        status: 'skipped',
        reason: due.reason,
        ...(due.period ? { period_key: due.period.key } : {}),
      });
      continue;
    }
    const report = { ...base, period_key: due.period.key };
    const city = getCity(pref.city_id);
    if (!city) {
      users.push({ ...report, status: 'skipped', reason: 'unknown_city' });
      continue;
    }
    if (Date.now() - started > TIME_BUDGET_MS) {
      partial = true;
      users.push({ ...report, status: 'skipped', reason: 'time_budget' });
      continue;
    }
    const window = coverage(due.period, today);
    const events = pickNewsletterEvents(await eventsFor(city.id, window.from, window.to), pref, window);
    const cancelled = await cancelledFavourites(db, pref.user_id, today);
    if (events.length === 0 && cancelled.length === 0) {
      users.push({ ...report, status: 'skipped', reason: 'no_events', events: 0 });
      continue;
    }
    const who = await recipient(db, pref.user_id);
    if (!who.email) {
      users.push({ ...report, status: 'skipped', reason: 'no_email' });
      continue;
    }
    const token = await signUnsubscribeToken(pref.user_id, secret);
    const language = pref.language === 'eu' ? 'eu' : 'es';
    const content = newsletterEmail({
      publicSiteUrl: siteUrl,
      cityId: city.id,
      cityName: city.name,
      name: who.name,
      frequency: due.period.frequency,
      from: window.from,
      to: window.to,
      events,
      cancelled,
      categories: pref.selected_categories ?? [],
      places: placesInCity(pref.selected_locations ?? [], city.id),
      // The unsubscribe page answers in the e-mail's language.
      unsubscribeUrl: `${unsubscribeBase}?token=${encodeURIComponent(token)}${language === 'eu' ? '&lang=eu' : ''}`,
      language,
    });
    const done = {
      ...report,
      events: events.length,
      ...(cancelled.length > 0 ? { cancelled: cancelled.length } : {}),
      subject: content.subject,
    };
    if (dryRun) {
      users.push({ ...done, status: 'would_send' });
      continue;
    }
    // Record first: the unique (user_id, period_key) lets exactly one run send this period's e-mail.
    const { data: row, error: insertError } = await db
      .from('newsletter_sends')
      .insert({
        user_id: pref.user_id,
        period_key: due.period.key,
        event_ids: [...events, ...cancelled].map((e) => e.id),
      })
      .select('id')
      .single();
    if (insertError) {
      if ((insertError as { code?: string }).code === '23505') {
        users.push({ ...done, status: 'skipped', reason: 'already_sent' });
        continue;
      }
      throw new Error(`newsletter_sends: ${insertError.message}`);
    }
    const result = await sendMail({ to: who.email, ...content });
    if (!result.ok) {
      await db
        .from('newsletter_sends')
        .delete()
        .eq('id', (row as { id: string }).id);
      users.push({ ...done, status: 'failed', reason: 'mail_error' });
      continue;
    }
    users.push({ ...done, status: 'sent' });
  }

  const count = (s: Status) => users.filter((u) => u.status === s).length;
  return json({
    sent: count('sent'),
    skipped: count('skipped'),
    failed: count('failed'),
    would_send: count('would_send'),
    dry_run: dryRun,
    now: now.toISOString(),
    today,
    partial,
    users,
  });
});
