/**
 * confirm-account-deletion — the e-mailed link's page (/confirmar-baja?token=…) calls this with the
 * token; the user may be signed out, so verify_jwt is false for this function (supabase/config.toml).
 *
 * Request: POST {token}.
 * Response 200 {ok: true, deleted: true}: the token was valid, it is now used, and the auth user is
 *   deleted (auth.admin.deleteUser), which cascades to every row of theirs.
 * Errors: 400 {error} 'El enlace no es válido o ya se ha usado.' (unknown, malformed or used token) or
 *   'El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.' (expired); nothing is deleted.
 */
import { cityFromOrigin } from '../_shared/cities.ts';
import { sha256Hex, TOKEN_PATTERN } from '../_shared/crypto.ts';
import { accountDeletedEmail } from '../_shared/emails.ts';
import { checkEnvAtStartup, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { createHandler, readJsonObject } from '../_shared/http.ts';
import { mailConfigured, sendMail } from '../_shared/mail.ts';
import { createServiceClient } from '../_shared/supabase.ts';

const NAME = 'confirm-account-deletion';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

export const MESSAGES = {
  invalid: 'El enlace no es válido o ya se ha usado.',
  expired: 'El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.',
  failed: 'No se pudo completar la baja. Inténtalo de nuevo más tarde.',
} as const;

interface PendingRow {
  id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
}

export const handler = createHandler(NAME, async (req) => {
  requireEnv(REQUIRED_ENV);
  const body = await readJsonObject(req);
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(400, MESSAGES.invalid, { token: MESSAGES.invalid });

  const service = createServiceClient();
  const tokenHash = await sha256Hex(token);
  const { data: pendingData, error: readError } = await service
    .from('pending_account_deletions')
    .select('id, user_id, expires_at, used_at')
    .eq('token_hash', tokenHash)
    .maybeSingle();
  if (readError) throw new Error(`pending_account_deletions read: ${readError.message}`);
  const pending = pendingData as PendingRow | null;
  if (!pending || pending.used_at) throw new HttpError(400, MESSAGES.invalid, { token: MESSAGES.invalid });
  if (new Date(pending.expires_at).getTime() <= Date.now()) {
    throw new HttpError(400, MESSAGES.expired, { token: MESSAGES.expired });
  }

  // Atomically marks the token used; null when another request got there first (or it just expired).
  const { data: userId, error: consumeError } = await service.rpc('consume_account_deletion', {
    p_token_hash: tokenHash,
  });
  if (consumeError) throw new Error(`consume_account_deletion: ${consumeError.message}`);
  if (typeof userId !== 'string') throw new HttpError(400, MESSAGES.invalid, { token: MESSAGES.invalid });

  // Read the address first, for the goodbye e-mail.
  const { data: userData } = await service.auth.admin.getUserById(userId);
  const email = userData?.user?.email ?? null;

  const { error: deleteError } = await service.auth.admin.deleteUser(userId);
  if (deleteError && (deleteError as { status?: number }).status !== 404) {
    // Give the token back so the link can be tried again.
    await service.from('pending_account_deletions').update({ used_at: null }).eq('id', pending.id);
    console.error(`[${NAME}] deleteUser failed`, deleteError.message);
    throw new HttpError(500, MESSAGES.failed);
  }

  if (email && mailConfigured()) {
    const city = cityFromOrigin(req.headers.get('origin'));
    await sendMail({ to: email, ...accountDeletedEmail({ cityName: city?.name ?? null }) });
  }

  return json({ ok: true, deleted: true });
});
