import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DbClient } from '../db/adapter.ts';
import { AuthError, errors, sendAuthJson, validEmail } from './errors.ts';
import { safeRedirect, sendAuthMail } from './mailer.ts';
import type { MailKind, MailVars } from './mailer.ts';
import { jsonBody, obj, str, tokenSettings } from './context.ts';
import type { AuthDeps } from './context.ts';
import { issueSession } from './tokens.ts';
import { createUser, findUserByEmail, findUserByToken, markEmailConfirmed } from './users.ts';
import type { UserRow } from './users.ts';

/** Email links are valid for an hour, as the CLI's otp_expiry. */
const OTP_EXPIRY_MS = 3600_000;

export type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'email';

export function newOtpToken(): string {
  return randomBytes(20).toString('hex');
}

function verifyUrl(d: AuthDeps, token: string, type: VerifyType, redirect: string): string {
  return `${d.url()}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`;
}

/** The column holding when the last e-mail of a kind went to the user (GoTrue's *_sent_at). */
function sentAtOf(u: UserRow, type: VerifyType): string | null | undefined {
  if (type === 'recovery' || type === 'magiclink') return u.recovery_sent_at;
  if (type === 'email_change') return u.email_change_sent_at;
  if (type === 'signup') return u.confirmation_sent_at;
  return null;
}

/**
 * [auth.email] max_frequency, as GoTrue applies it: one e-mail of a kind per user per interval, else
 * 429 over_email_send_rate_limit naming the seconds left. Invitations are the admin's and not limited.
 */
export function assertMaySend(d: AuthDeps, u: UserRow, type: VerifyType): void {
  const sent = sentAtOf(u, type);
  if (!sent || type === 'invite') return;
  const left = Date.parse(sent) + d.cfg.emailMaxFrequencyMs - Date.now();
  if (left > 0) throw errors.emailTooSoon(Math.max(1, Math.ceil(left / 1000)));
}

/** Stores a one-time token on the user and mails the link. Returns the link (admin generate_link). */
export async function sendLink(
  d: AuthDeps,
  u: UserRow,
  type: VerifyType,
  redirectTo: string | null,
  pkce?: Pkce,
  newEmail?: string,
  deliver = true,
): Promise<string> {
  if (deliver) {
    assertMaySend(d, u, type);
    // email_sent counts every message the instance sends, whoever asks.
    d.limits.checkEmail();
  }
  const token = (pkce ? 'pkce_' : '') + newOtpToken();
  const redirect = safeRedirect(d.cfg, redirectTo);
  if (type === 'email_change') return sendEmailChange(d, u, token, redirect, newEmail ?? '', pkce, deliver);
  const col = type === 'recovery' || type === 'magiclink' ? 'recovery' : 'confirmation';
  if (col === 'recovery')
    await d.db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [
      u.id,
      token,
    ]);
  else
    await d.db.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`,
      [u.id, token],
    );
  if (pkce) await saveFlowState(d.db, u.id, pkce, type);
  const link = verifyUrl(d, token, type, redirect);
  if (!deliver) return link;
  const kind: MailKind =
    type === 'signup'
      ? 'confirmation'
      : type === 'magiclink'
        ? 'magic_link'
        : type === 'invite'
          ? 'invite'
          : 'recovery';
  await sendAuthMail(d.db, d.cfg, kind, u.email ?? '', {
    ConfirmationURL: link,
    Token: token,
    TokenHash: token,
    SiteURL: d.cfg.siteUrl,
    Email: u.email ?? '',
    RedirectTo: redirect,
    Data: u.raw_user_meta_data ?? {},
  });
  return link;
}

/**
 * GoTrue's e-mail change: the new address gets a link; with double_confirm_changes the current
 * address gets one of its own too (while e-mail confirmations are on, both must be followed; with
 * them off, either completes the change). Nothing changes until a link is followed.
 */
async function sendEmailChange(
  d: AuthDeps,
  u: UserRow,
  tokenNew: string,
  redirect: string,
  newEmail: string,
  pkce: Pkce | undefined,
  deliver: boolean,
): Promise<string> {
  const tokenCurrent = d.cfg.doubleConfirmChanges && u.email ? newOtpToken() : '';
  await d.db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
    [u.id, newEmail, tokenNew, tokenCurrent],
  );
  if (pkce) await saveFlowState(d.db, u.id, pkce, 'email_change');
  const linkNew = verifyUrl(d, tokenNew, 'email_change', redirect);
  if (!deliver) return linkNew;
  const vars = (link: string, token: string): MailVars => ({
    ConfirmationURL: link,
    Token: token,
    TokenHash: token,
    SiteURL: d.cfg.siteUrl,
    Email: u.email ?? '',
    NewEmail: newEmail,
    RedirectTo: redirect,
    Data: u.raw_user_meta_data ?? {},
  });
  if (tokenCurrent) {
    const linkCurrent = verifyUrl(d, tokenCurrent, 'email_change', redirect);
    await sendAuthMail(d.db, d.cfg, 'email_change', u.email ?? '', vars(linkCurrent, tokenCurrent));
  }
  await sendAuthMail(d.db, d.cfg, 'email_change', newEmail, vars(linkNew, tokenNew));
  return linkNew;
}

export interface Pkce {
  challenge: string;
  method: string;
}

export function pkceFrom(body: Record<string, unknown>): Pkce | undefined {
  const challenge = str(body.code_challenge);
  if (!challenge) return undefined;
  return { challenge, method: str(body.code_challenge_method).toLowerCase() || 's256' };
}

async function saveFlowState(db: DbClient, userId: string, p: Pkce, type: string): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), p.method, p.challenge, type],
  );
}

/** GoTrue's answer to the first of the two links of a double-confirmed e-mail change. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Applies a one-time token. Returns the user; 'pending' when it was one link of an e-mail change
 * that still waits for the other; null when the token is unknown or expired.
 */
async function consume(d: AuthDeps, token: string, type: string): Promise<UserRow | 'pending' | null> {
  if (type === 'email_change') return consumeEmailChange(d, token);
  const col = type === 'recovery' || type === 'magiclink' ? 'recovery_token' : 'confirmation_token';
  const u = await findUserByToken(d.db, col, token);
  if (!u) return null;
  const sent = col === 'recovery_token' ? u.recovery_sent_at : u.confirmation_sent_at;
  if (!sent || Date.now() - Date.parse(sent) > OTP_EXPIRY_MS) return null;
  if (col === 'recovery_token') {
    await d.db.query(`update auth.users set recovery_token = '' where id = $1`, [u.id]);
    await markEmailConfirmed(d.db, u.id);
  } else await markEmailConfirmed(d.db, u.id);
  return u;
}

/**
 * A link of an e-mail change, sent to the new address or (double_confirm_changes) to the current
 * one. While e-mail confirmations are on and the other link has not been followed yet, this one only
 * counts (GoTrue's email_change_confirm_status 0 → 1); otherwise the address changes now.
 */
async function consumeEmailChange(d: AuthDeps, token: string): Promise<UserRow | 'pending' | null> {
  const u =
    (await findUserByToken(d.db, 'email_change_token_new', token)) ??
    (await findUserByToken(d.db, 'email_change_token_current', token));
  if (!u?.email_change) return null;
  if (!u.email_change_sent_at || Date.now() - Date.parse(u.email_change_sent_at) > OTP_EXPIRY_MS) return null;
  const isNew = u.email_change_token_new === token;
  if (
    d.cfg.enableEmailConfirmations &&
    d.cfg.doubleConfirmChanges &&
    (u.email_change_confirm_status ?? 0) === 0 &&
    u.email
  ) {
    await d.db.query(
      isNew
        ? `update auth.users set email_change_confirm_status = 1, email_change_token_new = '' where id = $1`
        : `update auth.users set email_change_confirm_status = 1, email_change_token_current = '' where id = $1`,
      [u.id],
    );
    return 'pending';
  }
  // Another account may have taken the address since the change was asked for.
  const taken = await findUserByEmail(d.db, u.email_change);
  if (taken && taken.id !== u.id) return null;
  await d.db.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || jsonb_build_object('email', email_change)
     where id = $1`,
    [u.id],
  );
  await d.db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', (select email from auth.users where id = $1), 'email_verified', true), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [u.id],
  );
  return u;
}

/** GET /verify: the link in the e-mail. Confirms, signs in and redirects with the session in the fragment. */
export async function verifyGet(req: IncomingMessage, res: ServerResponse, d: AuthDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? 'signup';
  const redirect = safeRedirect(d.cfg, url.searchParams.get('redirect_to'));
  const u = await consume(d, token, type);
  const sep = (base: string, ch: '#' | '?'): string => (ch === '?' ? (base.includes('?') ? '&' : '?') : '#');
  if (u === 'pending') {
    const msg = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' });
    res.writeHead(303, { Location: `${redirect}#${msg}` }).end();
    return;
  }
  if (!u) {
    const q = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    res.writeHead(303, { Location: `${redirect}${sep(redirect, '#')}${q}` }).end();
    return;
  }
  if (token.startsWith('pkce_')) {
    const r = await d.db.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now() where id = (select id from auth.flow_state where user_id = $1 order by created_at desc limit 1) returning auth_code`,
      [u.id],
    );
    const code = r.rows[0]?.auth_code;
    if (code) {
      res.writeHead(303, { Location: `${redirect}${sep(redirect, '?')}code=${code}` }).end();
      return;
    }
  }
  const session = await issueSession(
    d.db,
    u.id,
    type === 'signup' || type === 'invite' ? 'otp' : type,
    tokenSettings(d),
  );
  const frag = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type,
  });
  res.writeHead(303, { Location: `${redirect}#${frag}` }).end();
}

/** POST /verify {type, token_hash} (or {token}): the same, answered as a token response. */
export async function verifyPost(req: IncomingMessage, res: ServerResponse, d: AuthDeps): Promise<void> {
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const type = str(body.type) || 'signup';
  const token = str(body.token_hash) || str(body.token);
  const u = await consume(d, token, type);
  if (!u) throw errors.otpExpired();
  if (u === 'pending') return sendAuthJson(res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  sendAuthJson(res, 200, await issueSession(d.db, u.id, 'otp', tokenSettings(d)));
}

/** POST /token?grant_type=pkce {auth_code, code_verifier}. */
export async function pkceGrant(
  body: Record<string, unknown>,
  d: AuthDeps,
): Promise<Record<string, unknown>> {
  const code = str(body.auth_code);
  const verifier = str(body.code_verifier);
  if (!code || !verifier)
    throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  const r = await d.db.query<{
    id: string;
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
  }>(
    `select id::text, user_id::text, code_challenge, code_challenge_method, authentication_method from auth.flow_state where auth_code = $1`,
    [code],
  );
  const fs = r.rows[0];
  if (!fs) throw errors.flowStateNotFound();
  const expected =
    fs.code_challenge_method === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  if (expected !== fs.code_challenge) throw errors.badCodeVerifier();
  await d.db.query(`delete from auth.flow_state where id = $1`, [fs.id]);
  return issueSession(
    d.db,
    fs.user_id,
    fs.authentication_method === 'recovery' ? 'recovery' : 'otp',
    tokenSettings(d),
  );
}

/** POST /recover, /resend, /otp: each sends a link; answers 200 {} whether or not the user exists. */
export async function sendEmailLink(
  req: IncomingMessage,
  res: ServerResponse,
  d: AuthDeps,
  kind: 'recover' | 'resend' | 'otp',
): Promise<void> {
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const url = new URL(req.url ?? '/', 'http://x');
  const redirect = url.searchParams.get('redirect_to') ?? (str(obj(body.options).emailRedirectTo) || null);
  const email = str(body.email).trim().toLowerCase();
  if (!email) throw errors.validation('An email address is required');
  if (!validEmail(email)) throw errors.invalidEmail();
  let u = await findUserByEmail(d.db, email);
  const pkce = pkceFrom(body);
  if (kind === 'otp' && !u && body.create_user !== false) {
    u = await createUser(d.db, { email, passwordHash: null, confirmed: false, userMetadata: obj(body.data) });
  }
  if (u) {
    const type: VerifyType =
      kind === 'recover'
        ? 'recovery'
        : kind === 'resend'
          ? str(body.type) === 'email_change'
            ? 'email_change'
            : 'signup'
          : u.email_confirmed_at
            ? 'magiclink'
            : 'signup';
    if (type === 'email_change') {
      if (u.email_change) await sendLink(d, u, 'email_change', redirect, pkce, u.email_change);
    } else if (!(kind === 'resend' && u.email_confirmed_at)) await sendLink(d, u, type, redirect, pkce);
  } else if (kind === 'otp') throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  sendAuthJson(res, 200, kind === 'resend' ? { message_id: null } : {});
}
