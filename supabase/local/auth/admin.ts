import type { IncomingMessage, ServerResponse } from 'node:http';
import { JwtError, verifyJwt } from '../jwt.ts';
import { AuthError, errors, sendAuthJson, validEmail } from './errors.ts';
import { checkPassword, hashPassword, jsonBody, obj, str } from './context.ts';
import type { AuthDeps } from './context.ts';
import { createUser, findUserByEmail, findUserById, mergeMeta, userJson } from './users.ts';
import type { UserRow } from './users.ts';
import { badJwtDetail } from './tokens.ts';
import { sendLink } from './verify.ts';

/** auth.admin.*: only the service role may call these. */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  d: AuthDeps,
  token: string | undefined,
): Promise<void> {
  if (!token) throw errors.noAuthorization();
  try {
    const claims = verifyJwt(token, d.cfg.jwtSecret);
    if (claims.role !== 'service_role') throw errors.notAdmin();
  } catch (e) {
    if (e instanceof JwtError) throw errors.badJwt(badJwtDetail(e));
    throw e;
  }
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://x');
  if (path === '/invite' && method === 'POST') {
    const body = await jsonBody(req, d.cfg.maxBodyBytes);
    const email = str(body.email).trim().toLowerCase();
    if (!validEmail(email)) throw errors.invalidEmail();
    let u = await findUserByEmail(d.db, email);
    if (u?.email_confirmed_at) throw errors.emailExists();
    u ??= await createUser(d.db, {
      email,
      passwordHash: null,
      confirmed: false,
      userMetadata: obj(body.data),
      invited: true,
    });
    await sendLink(d, u, 'invite', url.searchParams.get('redirect_to'));
    return sendAuthJson(res, 200, userJson((await findUserById(d.db, u.id)) ?? u));
  }
  if (path === '/admin/users' && method === 'GET') {
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page') ?? '50') || 50));
    const ids = await d.db.query<{ id: string }>(
      `select id::text from auth.users order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const total = Number(
      (await d.db.query<{ n: string }>('select count(*)::text as n from auth.users')).rows[0]?.n ?? '0',
    );
    const users: Record<string, unknown>[] = [];
    for (const r of ids.rows) {
      const u = await findUserById(d.db, r.id);
      if (u) users.push(userJson(u));
    }
    const last = Math.max(1, Math.ceil(total / perPage));
    const base = `${d.url()}/auth/v1/admin/users?per_page=${perPage}`;
    const links = [`<${base}&page=${last}>; rel="last"`];
    if (page < last) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
    return sendAuthJson(
      res,
      200,
      { users, aud: 'authenticated' },
      { 'x-total-count': String(total), Link: links.join(', ') },
    );
  }
  if (path === '/admin/users' && method === 'POST') {
    const body = await jsonBody(req, d.cfg.maxBodyBytes);
    const email = str(body.email).trim().toLowerCase();
    if (!email) throw errors.validation('Unable to validate email address: invalid format');
    if (!validEmail(email)) throw errors.invalidEmail();
    if (await findUserByEmail(d.db, email)) throw errors.emailExists();
    const pw = str(body.password);
    if (pw) checkPassword(d.cfg, pw);
    const u = await createUser(d.db, {
      email,
      passwordHash: pw ? await hashPassword(d.cfg, pw) : null,
      confirmed: body.email_confirm === true,
      userMetadata: obj(body.user_metadata ?? body.data),
      appMetadata: obj(body.app_metadata),
    });
    return sendAuthJson(res, 200, userJson(u));
  }
  if (path === '/admin/generate_link' && method === 'POST') return generateLink(req, res, d);
  const m = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (!m?.[1]) throw errors.notFound();
  const u = await findUserById(d.db, m[1]);
  if (!u) throw errors.userNotFound();
  if (method === 'GET') return sendAuthJson(res, 200, userJson(u));
  if (method === 'DELETE') {
    await d.db.query('delete from auth.users where id = $1', [u.id]);
    return sendAuthJson(res, 200, {});
  }
  if (method === 'PUT') return sendAuthJson(res, 200, userJson(await adminUpdate(req, d, u)));
  throw errors.notFound();
}

async function adminUpdate(req: IncomingMessage, d: AuthDeps, u: UserRow): Promise<UserRow> {
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const email = str(body.email).trim().toLowerCase();
  if (email && email !== u.email) {
    if (!validEmail(email)) throw errors.invalidEmail();
    if (await findUserByEmail(d.db, email)) throw errors.emailExists();
    await d.db.query(`update auth.users set email = $2 where id = $1`, [u.id, email]);
    await d.db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
      [u.id, email],
    );
  }
  if (typeof body.password === 'string') {
    checkPassword(d.cfg, body.password);
    await d.db.query(`update auth.users set encrypted_password = $2 where id = $1`, [
      u.id,
      await hashPassword(d.cfg, body.password),
    ]);
    // A password set by the admin signs the user out everywhere, as GoTrue's admin update does.
    await d.db.query(`delete from auth.sessions where user_id = $1`, [u.id]);
  }
  if (body.email_confirm === true)
    await d.db.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [u.id],
    );
  if (body.user_metadata && typeof body.user_metadata === 'object') {
    await d.db.query(`update auth.users set raw_user_meta_data = $2::jsonb where id = $1`, [
      u.id,
      JSON.stringify(mergeMeta(u.raw_user_meta_data, obj(body.user_metadata))),
    ]);
  }
  if (body.app_metadata && typeof body.app_metadata === 'object') {
    await d.db.query(`update auth.users set raw_app_meta_data = $2::jsonb where id = $1`, [
      u.id,
      JSON.stringify(mergeMeta(u.raw_app_meta_data, obj(body.app_metadata))),
    ]);
  }
  if (typeof body.ban_duration === 'string') {
    const dur = body.ban_duration;
    if (dur === 'none') await d.db.query(`update auth.users set banned_until = null where id = $1`, [u.id]);
    else {
      const mm = /^(\d+)h$/.exec(dur);
      if (!mm?.[1]) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
      await d.db.query(
        `update auth.users set banned_until = now() + make_interval(hours => $2::int) where id = $1`,
        [u.id, Number(mm[1])],
      );
    }
  }
  await d.db.query(`update auth.users set updated_at = now() where id = $1`, [u.id]);
  return (await findUserById(d.db, u.id)) ?? u;
}

async function generateLink(req: IncomingMessage, res: ServerResponse, d: AuthDeps): Promise<void> {
  const body = await jsonBody(req, d.cfg.maxBodyBytes);
  const type = str(body.type);
  const email = str(body.email).trim().toLowerCase();
  if (!validEmail(email)) throw errors.invalidEmail();
  const redirect = str(body.redirect_to) || str(obj(body.options).redirectTo) || null;
  let u = await findUserByEmail(d.db, email);
  if (type === 'signup' || type === 'invite' || (type === 'magiclink' && !u)) {
    if (u && type === 'signup') throw errors.emailExists();
    const pw = str(body.password);
    u ??= await createUser(d.db, {
      email,
      passwordHash: pw ? await hashPassword(d.cfg, pw) : null,
      confirmed: false,
      userMetadata: obj(body.data),
      invited: type === 'invite',
    });
  }
  if (!u) throw errors.userNotFound();
  const vt =
    type === 'recovery'
      ? 'recovery'
      : type === 'magiclink'
        ? 'magiclink'
        : type === 'invite'
          ? 'invite'
          : 'signup';
  // generate_link hands the link to the caller and sends nothing, as GoTrue does.
  const link = await sendLink(d, u, vt, redirect, undefined, undefined, false);
  const tokenValue = new URL(link).searchParams.get('token') ?? '';
  const fresh = (await findUserById(d.db, u.id)) ?? u;
  sendAuthJson(res, 200, {
    ...userJson(fresh),
    action_link: link,
    email_otp: tokenValue,
    hashed_token: tokenValue,
    redirect_to: new URL(link).searchParams.get('redirect_to'),
    verification_type: vt,
    properties: {
      action_link: link,
      email_otp: tokenValue,
      hashed_token: tokenValue,
      redirect_to: new URL(link).searchParams.get('redirect_to'),
      verification_type: vt,
    },
  });
}
