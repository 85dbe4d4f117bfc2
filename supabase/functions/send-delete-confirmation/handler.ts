/**
 * send-delete-confirmation — a signed-in user asks to delete their account; we e-mail a single-use link.
 *
 * Request (signed-in user): POST {email, confirmationToken} as the app sends it, plus optional `origin`
 *   or `city_id` (the site to link to). `email` must be the caller's (else 403). `confirmationToken` is
 *   ignored: the token is made here (32 random bytes, base64url), stored only as its SHA-256 (hex) in
 *   pending_account_deletions with a 24 h expiry, and e-mailed as ${site}/confirmar-baja?token=….
 *   The site is the request's city origin when it is PUBLIC_SITE_URL's host or <city>.<that host>.
 * Response 200 {ok: true, expires_at}.
 * Errors: 400 no e-mail, 401 not signed in, 403 another e-mail, 429 more than
 *   DELETE_CONFIRMATION_LIMIT_PER_HOUR (3) requests in an hour (counted and stored in one transaction by
 *   create_account_deletion, so parallel requests cannot pass it either), 502 the e-mail could not be sent.
 */
import { requireCaller } from '../_shared/auth.ts';
import { cityName } from '../_shared/cities.ts';
import { randomToken, sha256Hex } from '../_shared/crypto.ts';
import { deleteConfirmationEmail } from '../_shared/emails.ts';
import { checkEnvAtStartup, DEFAULTS, intEnv, optionalEnv, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { createHandler, readJsonObject } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { cityIdOfOrigin, pickSiteOrigin, rootOrigin } from '../_shared/site.ts';
import { createServiceClient } from '../_shared/supabase.ts';

const NAME = 'send-delete-confirmation';
const REQUIRED_ENV = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'MAIL_API_URL',
  'MAIL_API_KEY',
] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const TOKEN_TTL_HOURS = 24;
export const DEFAULT_LIMIT_PER_HOUR = 3;
export const CONFIRMATION_PATH = '/confirmar-baja';

export const MESSAGES = {
  emailRequired: 'Indica el email de tu cuenta.',
  emailMismatch: 'El email no coincide con el de tu cuenta.',
  rateLimited:
    'Ya te hemos enviado varios emails de confirmación en la última hora. Revisa tu bandeja de entrada (y la carpeta de spam) o inténtalo más tarde.',
  // The product description's own wording for this failure.
  sendFailed: 'No se pudo enviar el email de confirmación. Inténtalo de nuevo.',
} as const;

export const handler = createHandler(NAME, async (req) => {
  requireEnv(REQUIRED_ENV);
  const caller = await requireCaller(req);
  const body = await readJsonObject(req);

  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new HttpError(400, MESSAGES.emailRequired, { email: MESSAGES.emailRequired });
  }
  if (!caller.email || body.email.trim().toLowerCase() !== caller.email.trim().toLowerCase()) {
    throw new HttpError(403, MESSAGES.emailMismatch, { email: MESSAGES.emailMismatch });
  }
  // body.confirmationToken is ignored on purpose: a token the client chose could be known to others.

  const service = createServiceClient();
  const limit = intEnv('DELETE_CONFIRMATION_LIMIT_PER_HOUR', DEFAULT_LIMIT_PER_HOUR);
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  const expiresAt = new Date(Date.now() + TOKEN_TTL_HOURS * 60 * 60 * 1000).toISOString();
  // Counted and stored in one transaction that holds a lock on the user: a separate count and insert
  // let parallel requests all read the same count, and each stored a row and sent an e-mail. Only a
  // request that got its row goes on to send one.
  const { data: rowId, error: insertError } = await service.rpc('create_account_deletion', {
    p_user_id: caller.id,
    p_token_hash: tokenHash,
    p_expires_at: expiresAt,
    p_limit: limit,
  });
  if (insertError) throw new Error(`create_account_deletion: ${insertError.message}`);
  if (!rowId) throw new HttpError(429, MESSAGES.rateLimited, undefined, { retry_after: 3600 });

  let publicSiteUrl = optionalEnv('PUBLIC_SITE_URL', DEFAULTS.PUBLIC_SITE_URL);
  try {
    rootOrigin(publicSiteUrl);
  } catch {
    console.error(
      `[${NAME}] PUBLIC_SITE_URL is not a URL: ${publicSiteUrl}; using ${DEFAULTS.PUBLIC_SITE_URL}`,
    );
    publicSiteUrl = DEFAULTS.PUBLIC_SITE_URL;
  }
  const origin = pickSiteOrigin(publicSiteUrl, [body.origin, req.headers.get('origin')], body.city_id);
  const cityId = cityIdOfOrigin(publicSiteUrl, origin);
  const link = `${origin}${CONFIRMATION_PATH}?token=${encodeURIComponent(token)}`;
  const content = deleteConfirmationEmail({
    cityName: cityId ? cityName(cityId) : null,
    link,
    hours: TOKEN_TTL_HOURS,
  });
  const sent = await sendMail({ to: caller.email, ...content });
  if (!sent.ok) {
    // Nothing usable went out: forget the token so it neither lingers nor counts against the limit.
    await service.from('pending_account_deletions').delete().eq('id', rowId);
    throw new HttpError(502, MESSAGES.sendFailed);
  }

  return json({ ok: true, expires_at: expiresAt });
});
