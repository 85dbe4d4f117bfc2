import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerFrom } from '../http/identity.ts';
import { AuthError, errors, sendAuthError, sendAuthJson, validEmail } from './errors.ts';
import { handleAdmin } from './admin.ts';
import {
  checkPassword,
  hashPassword,
  jsonBody,
  obj,
  passwordMatches,
  spendPasswordCheck,
  str,
  tokenSettings,
} from './context.ts';
import type { AuthDeps } from './context.ts';
import { authenticate, issueSession, refreshSession } from './tokens.ts';
import { createUser, findUserByEmail, findUserById, mergeMeta, userJson } from './users.ts';
import {
  assertMaySend,
  pkceFrom,
  pkceGrant,
  sendEmailLink,
  sendLink,
  verifyGet,
  verifyPost,
} from './verify.ts';

export type { AuthDeps } from './context.ts';

/** The GoTrue subset the app uses: every error as {code, message} with the API version header. */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  d: AuthDeps,
): Promise<void> {
  try {
    await route(req, res, path.replace(/\/+$/, '') || '/', d);
  } catch (e) {
    if (e instanceof AuthError) sendAuthError(req, res, e);
    else throw e;
  }
}

function userToken(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  const m = auth ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null;
  return m?.[1]?.trim() || undefined;
}

async function route(req: IncomingMessage, res: ServerResponse, path: string, d: AuthDeps): Promise<void> {
  const method = req.method ?? 'GET';
  const key = `${method} ${path}`;
  const s = tokenSettings(d);
  switch (key) {
    case 'GET /health':
      return sendAuthJson(res, 200, {
        version: 'v2.189.0-local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
    case 'GET /settings':
      return sendAuthJson(res, 200, {
        external: { anonymous_users: false, email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: !d.cfg.enableEmailConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    case 'GET /.well-known/jwks.json':
      // HS256 only: there is no public key to publish.
      return sendAuthJson(res, 200, { keys: [] });
    case 'POST /signup':
      return signup(req, res, d);
    case 'POST /token':
      return token(req, res, d);
    case 'GET /user': {
      const a = await authenticate(d.db, userToken(req), s);
      return sendAuthJson(res, 200, userJson(a.user));
    }
    case 'PUT /user':
      return updateUser(req, res, d);
    case 'POST /logout': {
      const a = await authenticate(d.db, userToken(req), s);
      const scope = new URL(req.url ?? '/', 'http://x').searchParams.get('scope') ?? 'global';
      if (scope === 'local' && a.sessionId)
        await d.db.query('delete from auth.sessions where id::text = $1', [a.sessionId]);
      else if (scope === 'others')
        await d.db.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [
          a.user.id,
          a.sessionId ?? '',
        ]);
      else await d.db.query('delete from auth.sessions where user_id = $1', [a.user.id]);
      res.writeHead(204, { 'X-Supabase-Api-Version': '2024-01-01' }).end();
      return;
    }
    // GoTrue counts these before reading the request, per client address (auth/rate-limit.ts).
    case 'GET /verify':
      d.limits.check('verify', req);
      return verifyGet(req, res, d);
    case 'POST /verify':
      d.limits.check('verify', req);
      return verifyPost(req, res, d);
    case 'POST /recover':
      d.limits.check('recover', req);
      return sendEmailLink(req, res, d, 'recover');
    case 'POST /resend':
      d.limits.check('resend', req);
      return sendEmailLink(req, res, d, 'resend');
    case 'POST /otp':
      d.limits.check('otp', req);
      return sendEmailLink(req, res, d, 'otp');
    case 'POST /magiclink':
      d.limits.check('magiclink', req);
      return sendEmailLink(req, res, d, 'otp');
    default:
      if (path === '/invite' || path.startsWith('/admin/') || path === '/admin') {
        return handleAdmin(req, res, path, d, bearerFrom(req, d.cfg));
      }
      throw errors.notFound();
  }
}

async function signup(req: IncomingMessage, res: ServerResponse, d: AuthDeps): Promise<void> {
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const email = str(body.email).trim().toLowerCase();
  const password = str(body.password);
  if (!email && !str(body.phone)) throw errors.missingCredentials();
  d.limits.check('signup', req);
  if (!email) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!validEmail(email)) throw errors.invalidEmail();
  if (!password) throw errors.validation('Signup requires a valid password');
  checkPassword(d.cfg, password);
  const redirect = new URL(req.url ?? '/', 'http://x').searchParams.get('redirect_to');
  const confirm = d.cfg.enableEmailConfirmations;
  const existing = await findUserByEmail(d.db, email);
  if (existing) {
    if (!confirm) throw errors.userAlreadyExists();
    if (!existing.email_confirmed_at) {
      await sendLink(d, existing, 'signup', redirect, pkceFrom(body));
      const again = await findUserById(d.db, existing.id);
      return sendAuthJson(res, 200, userJson(again ?? existing));
    }
    // GoTrue hides whether the address is registered: a fake user with no identities.
    const now = new Date().toISOString();
    return sendAuthJson(res, 200, {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    });
  }
  const hash = await hashPassword(d.cfg, password);
  let u;
  try {
    u = await createUser(d.db, {
      email,
      passwordHash: hash,
      confirmed: !confirm,
      userMetadata: obj(body.data),
    });
  } catch (e) {
    // Two signups racing on one address: the unique index decides.
    if ((e as { code?: string }).code === '23505') throw errors.userAlreadyExists();
    throw e;
  }
  if (!confirm)
    return sendAuthJson(
      res,
      200,
      await issueSession(d.db, u.id, 'password', tokenSettings(d), req.headers['user-agent']),
    );
  await sendLink(d, u, 'signup', redirect, pkceFrom(body));
  const fresh = await findUserById(d.db, u.id);
  sendAuthJson(res, 200, userJson(fresh ?? u));
}

async function token(req: IncomingMessage, res: ServerResponse, d: AuthDeps): Promise<void> {
  const grant = new URL(req.url ?? '/', 'http://x').searchParams.get('grant_type');
  if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'pkce') throw errors.unsupportedGrant();
  // Every grant counts against token_refresh, password sign-ins included, as GoTrue's /token does.
  d.limits.check('token', req);
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const s = tokenSettings(d);
  if (grant === 'password') {
    const email = str(body.email).trim().toLowerCase();
    const password = str(body.password);
    if (!email && !str(body.phone)) throw errors.missingCredentials();
    if (!password) throw errors.missingCredentials();
    const u = await findUserByEmail(d.db, email);
    if (!u?.encrypted_password) {
      // As long as a wrong password on a real account: the answer time names no account.
      await spendPasswordCheck(d.cfg, password);
      throw errors.invalidCredentials();
    }
    if (!(await passwordMatches(password, u.encrypted_password))) throw errors.invalidCredentials();
    if (!u.email_confirmed_at) throw errors.emailNotConfirmed();
    if (u.banned_until && Date.parse(u.banned_until) > Date.now()) throw errors.userBanned();
    return sendAuthJson(res, 200, await issueSession(d.db, u.id, 'password', s, req.headers['user-agent']));
  }
  if (grant === 'refresh_token')
    return sendAuthJson(res, 200, await refreshSession(d.db, str(body.refresh_token), s));
  if (grant === 'pkce') return sendAuthJson(res, 200, await pkceGrant(body, d));
  throw errors.unsupportedGrant();
}

async function updateUser(req: IncomingMessage, res: ServerResponse, d: AuthDeps): Promise<void> {
  const a = await authenticate(d.db, userToken(req), tokenSettings(d));
  d.limits.check('user', req);
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const u = a.user;
  // Everything is checked before anything is written, as GoTrue validates first.
  const email = str(body.email).trim().toLowerCase();
  const changesEmail = !!email && email !== u.email;
  if (email && !validEmail(email)) throw errors.invalidEmail();
  const setsPassword = body.password !== undefined && body.password !== null;
  const pw = str(body.password);
  if (setsPassword) checkPassword(d.cfg, pw);
  if (changesEmail) {
    if (await findUserByEmail(d.db, email)) throw errors.emailExists();
    assertMaySend(d, u, 'email_change');
  }
  if (setsPassword && (await passwordMatches(pw, u.encrypted_password))) throw errors.samePassword();
  if (setsPassword) {
    const hash = await hashPassword(d.cfg, pw);
    await d.db.transaction(async (tx) => {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        u.id,
        hash,
      ]);
      // GoTrue's LogoutAllExceptMe: whoever else holds a session (a stolen refresh token, a device
      // left signed in) must sign in again with the new password; this session stays.
      await tx.query('delete from auth.sessions where user_id = $1 and id::text is distinct from $2', [
        u.id,
        a.sessionId,
      ]);
    });
  }
  if (body.data && typeof body.data === 'object') {
    const meta = mergeMeta(u.raw_user_meta_data, obj(body.data));
    await d.db.query(
      'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
      [u.id, JSON.stringify(meta)],
    );
  }
  if (changesEmail) {
    // The address changes only once the e-mailed link is followed (GoTrue does the same for every
    // account that is not anonymous, whether or not e-mail confirmations are on).
    const redirect = new URL(req.url ?? '/', 'http://x').searchParams.get('redirect_to');
    await sendLink(d, (await findUserById(d.db, u.id)) ?? u, 'email_change', redirect, pkceFrom(body), email);
  }
  const fresh = await findUserById(d.db, u.id);
  sendAuthJson(res, 200, userJson(fresh ?? u));
}
