import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/adapter.ts';
import { ISSUED_IN_FUTURE, JwtError, NOT_YET_VALID, signJwt, verifyJwt } from '../jwt.ts';
import type { JwtClaims } from '../jwt.ts';
import { AuthError, errors } from './errors.ts';
import { findUserById, userJson } from './users.ts';
import type { UserRow } from './users.ts';

export interface TokenSettings {
  jwtSecret: string;
  jwtExpiry: number;
  issuer: string;
}

/** GoTrue's default refresh-token reuse interval (CLI: refresh_token_reuse_interval = 10). */
const REUSE_INTERVAL_MS = 10_000;

export function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

export function accessToken(
  u: UserRow,
  sessionId: string,
  method: string,
  s: TokenSettings,
): { token: string; exp: number } {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + s.jwtExpiry;
  const claims = {
    iss: s.issuer,
    sub: u.id,
    aud: 'authenticated',
    exp,
    iat: now,
    email: u.email ?? '',
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role || 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: u.is_anonymous ?? false,
  };
  return { token: signJwt(claims, s.jwtSecret), exp };
}

function tokenResponse(
  u: UserRow,
  sessionId: string,
  refresh: string,
  method: string,
  s: TokenSettings,
): Record<string, unknown> {
  const at = accessToken(u, sessionId, method, s);
  return {
    access_token: at.token,
    token_type: 'bearer',
    expires_in: s.jwtExpiry,
    expires_at: at.exp,
    refresh_token: refresh,
    user: userJson(u),
  };
}

/** Signs the user in: a new auth.sessions row and its first refresh token. */
export async function issueSession(
  db: Db,
  userId: string,
  method: string,
  s: TokenSettings,
  userAgent?: string,
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [
      userId,
    ]);
    await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent) values ($1, $2, now(), now(), 'aal1', now(), $3)`,
      [sessionId, userId, userAgent ?? null],
    );
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
      [refresh, userId, sessionId],
    );
  });
  const u = await findUserById(db, userId);
  if (!u) throw errors.userNotFound();
  return tokenResponse(u, sessionId, refresh, method, s);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  age_ms: number;
  child: string | null;
  child_revoked: boolean | null;
}

/** grant_type=refresh_token with rotation and GoTrue's 10 s reuse window. */
export async function refreshSession(
  db: Db,
  token: string,
  s: TokenSettings,
): Promise<Record<string, unknown>> {
  if (!token) throw errors.refreshNotFound();
  const out = await db.transaction(async (tx) => {
    const r = await tx.query<RefreshRow>(
      `select t.id::text, t.token, t.user_id, t.revoked, t.session_id::text,
         (extract(epoch from (now() - t.updated_at)) * 1000)::float8 as age_ms,
         c.token as child, c.revoked as child_revoked
       from auth.refresh_tokens t
       left join lateral (select token, revoked from auth.refresh_tokens c where c.parent = t.token order by c.id desc limit 1) c on true
       where t.token = $1 for update of t`,
      [token],
    );
    const row = r.rows[0];
    if (!row || !row.session_id) throw errors.refreshNotFound();
    const sess = await tx.query(`select 1 from auth.sessions where id = $1`, [row.session_id]);
    if (sess.rows.length === 0) throw errors.refreshNotFound();
    if (row.revoked) {
      // Reuse inside the window (concurrent tabs) gets the current child; later reuse is treated as theft.
      if (row.child && !row.child_revoked && Number(row.age_ms) < REUSE_INTERVAL_MS) {
        return { userId: row.user_id, sessionId: row.session_id, refresh: row.child, reused: true as const };
      }
      return { revokeSession: row.session_id } as const;
    }
    const next = newRefreshToken();
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`,
      [row.id],
    );
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [next, row.user_id, row.token, row.session_id],
    );
    await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
      row.session_id,
    ]);
    return { userId: row.user_id, sessionId: row.session_id, refresh: next, reused: false as const };
  });
  if ('revokeSession' in out) {
    await db.query(`delete from auth.sessions where id = $1`, [out.revokeSession]);
    throw errors.refreshAlreadyUsed();
  }
  const u = await findUserById(db, out.userId);
  if (!u) throw errors.refreshNotFound();
  return tokenResponse(u, out.sessionId, out.refresh, 'token_refresh', s);
}

/** What GoTrue's JWT library says of a refused token. */
export function badJwtDetail(e: unknown): string {
  if (!(e instanceof JwtError)) return 'signature is invalid';
  if (e.kind === 'expired') return 'token is expired';
  if (e.message === NOT_YET_VALID) return 'token is not valid yet';
  if (e.message === ISSUED_IN_FUTURE) return 'token used before issued';
  return e.kind === 'claims' ? 'token has invalid claims' : 'signature is invalid';
}

export interface AuthedUser {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string | null;
}

/** The bearer of /user and /logout: a valid user JWT whose session still exists. */
export async function authenticate(db: Db, token: string | undefined, s: TokenSettings): Promise<AuthedUser> {
  if (!token) throw errors.noAuthorization();
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, s.jwtSecret);
  } catch (e) {
    throw errors.badJwt(badJwtDetail(e));
  }
  if (typeof claims.sub !== 'string' || !claims.sub) throw errors.badJwt('invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    const r = await db.query(`select 1 from auth.sessions where id::text = $1`, [sessionId]);
    if (r.rows.length === 0) throw errors.sessionNotFound();
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, sessionId };
}
