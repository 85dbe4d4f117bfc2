/**
 * submit-event — anyone (anonymous or signed in) proposes an event; it waits in event_submissions as
 * 'pending' until a moderator reviews it.
 *
 * Request: POST the add-event payload (_shared/validation.ts) plus optional `website` (honeypot, must
 *   be empty), `form_started_at` (ms epoch; at least 3 s before now), `subcategory` and `city_id` (the
 *   site's city). A series adds `recurrence_rule` (an RRULE value such as
 *   'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270625', whose first date is start_date, lasting at most a year) and
 *   optionally `recurrence_exdates` (['YYYY-MM-DD', …], days it skips); the payload then stores the
 *   rule normalised, the days sorted and distinct, and end_date = the series' last date.
 * A picture adds `image_path`: the `pending/<uuid>.<ext>` that event-image-upload issued and the browser
 *   uploaded to. The stored file is checked again (it exists, ≤ 5 MB, its first bytes are JPEG, PNG or
 *   WebP); a bad one is removed and answered 400 {error, fields.image} before anything is stored.
 * Response 201 {ok: true, id, status: 'pending', message}.
 * E-mails: the team always. A receipt goes to the contact address only when a signed-in user gives
 *   their own account's address: the receipt repeats what was submitted, so sending it to any address
 *   typed into an anonymous form would let anyone mail their own text, from the site, to strangers.
 * Errors: 400 {error, fields} for any invalid field, a series the database would refuse included
 *   (fields.recurrence_rule, with the database's Spanish message; nothing stored), 401 forged/expired user token,
 *   413 body over 64 KiB, 429 more than SUBMIT_RATE_LIMIT_PER_HOUR (5) submissions in an hour from the
 *   same IP or the same contact e-mail. The database counts and stores in one transaction
 *   (create_event_submission), so parallel requests cannot pass the limit either.
 */
import { getCaller } from '../_shared/auth.ts';
import { cityFromOrigin, cityName, getCity } from '../_shared/cities.ts';
import { sha256Hex } from '../_shared/crypto.ts';
import { madridToday } from '../_shared/dates.ts';
import { moderationEmail, receiptEmail } from '../_shared/emails.ts';
import { checkPendingImage } from '../_shared/event_image_storage.ts';
import { checkEnvAtStartup, DEFAULTS, intEnv, optionalEnv, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { clientIp, createHandler, readJsonObject } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { validateSubmission } from '../_shared/validation.ts';

const NAME = 'submit-event';
const REQUIRED_ENV = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'MAIL_API_URL',
  'MAIL_API_KEY',
] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const DEFAULT_RATE_LIMIT_PER_HOUR = 5;

export const SUCCESS_MESSAGE = 'Evento enviado con éxito. Nuestro equipo lo revisará y lo publicará pronto.';
export const RATE_LIMIT_MESSAGE =
  'Has enviado demasiados eventos en poco tiempo. Espera una hora e inténtalo de nuevo; si tienes muchos eventos, escríbenos.';

export const handler = createHandler(NAME, async (req) => {
  const env = requireEnv(REQUIRED_ENV);
  // Anonymous visitors are welcome; a token that claims a user must still verify (forged → 401).
  const caller = await getCaller(req);
  const body = await readJsonObject(req);

  const result = validateSubmission(body, { today: madridToday(), now: Date.now() });
  if (!result.ok) throw new HttpError(400, result.error, result.fields);
  const submission = result.value;

  // Rate limits: per IP (stored only as a salted hash) and per contact e-mail, counted from the last
  // hour. create_event_submission() counts and inserts in one transaction (below).
  const service = createServiceClient();
  const limit = intEnv('SUBMIT_RATE_LIMIT_PER_HOUR', DEFAULT_RATE_LIMIT_PER_HOUR);
  const salt = optionalEnv('IP_HASH_SALT', env.SUPABASE_SERVICE_ROLE_KEY);
  const ipHash = await sha256Hex(`${salt}:${clientIp(req)}`);

  // The city: the site the visitor was on, else the town's city.
  const siteCity =
    getCity(body.city_id) ??
    cityFromOrigin(req.headers.get('origin')) ??
    cityFromOrigin(req.headers.get('referer')) ??
    getCity(submission.city_id);
  // The picture, when one was sent, is checked as stored before anything else is kept.
  const noImage = body.image_path === undefined || body.image_path === null || body.image_path === '';
  const imagePath = noImage ? null : await checkPendingImage(service, body.image_path);
  const payload = {
    ...submission,
    city_id: submission.city_id ?? siteCity?.id ?? null,
    ...(imagePath ? { image_path: imagePath } : {}),
  };

  // Counted and stored in one transaction that holds a lock on the IP hash and the e-mail: a separate
  // count and insert let parallel requests all read the same count, and all be accepted.
  const { data: id, error } = await service.rpc('create_event_submission', {
    p_payload: payload,
    p_ip_hash: ipHash,
    p_limit: limit,
    // No contact (null) is the arguments' default.
    p_submitted_by_email: submission.submitted_by_email ?? undefined,
    p_submitted_by_name: submission.submitted_by_name ?? undefined,
  });
  if (error) throw new Error(`create_event_submission: ${error.message}`);
  if (!id) throw new HttpError(429, RATE_LIMIT_MESSAGE, undefined, { retry_after: 3600 });

  // E-mails: the team always; a receipt to a signed-in submitter's own address (see the header). A
  // failed e-mail does not undo the submission (it is stored and the team sees it in the queue).
  const name = siteCity ? cityName(siteCity.id) : null;
  const dates = result.dates?.length;
  const moderation = moderationEmail(payload, {
    submissionId: id,
    cityName: name,
    ...(dates === undefined ? {} : { dates }),
  });
  const sends: Array<Promise<{ ok: boolean }>> = [
    sendMail({
      to: optionalEnv('MODERATION_EMAIL', DEFAULTS.MODERATION_EMAIL),
      ...moderation,
      ...(submission.submitted_by_email ? { reply_to: submission.submitted_by_email } : {}),
    }),
  ];
  const ownAddress = caller?.email?.toLowerCase();
  if (ownAddress && ownAddress === submission.submitted_by_email) {
    sends.push(
      sendMail({
        to: ownAddress,
        ...receiptEmail(payload, { cityName: name, ...(dates === undefined ? {} : { dates }) }),
      }),
    );
  }
  const [moderationSent, receiptSent] = await Promise.all(sends);

  return json(
    {
      ok: true,
      id,
      status: 'pending',
      message: SUCCESS_MESSAGE,
      emails: { moderation: moderationSent?.ok ?? false, receipt: receiptSent ? receiptSent.ok : null },
    },
    201,
  );
});
