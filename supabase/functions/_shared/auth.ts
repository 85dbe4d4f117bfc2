/**
 * The caller, from the verified access token of the Authorization header (never from the body).
 * The token is verified by GoTrue itself (auth.getUser(jwt) with the anon client), which works the same
 * on hosted Supabase (any signing key) and on the local stack.
 */
import { HttpError, MESSAGES } from './errors.ts';
import { bearerToken, decodeJwtPayload, isUserToken } from './jwt.ts';
import { createAnonClient } from './supabase.ts';

export { bearerToken, decodeJwtPayload, isUserToken };

export interface Caller {
  id: string;
  email: string | null;
  jwt: string;
  appMetadata: Record<string, unknown>;
  /** When Auth's own invitation created the account (admin invite), else null: set by the server only. */
  invitedAt: string | null;
}

/**
 * The signed-in caller, or null for an anonymous request (no token, or a project key such as the anon
 * key). A token that claims a user but does not verify (forged, expired, user deleted) is a 401.
 */
export async function getCaller(req: Request): Promise<Caller | null> {
  const jwt = bearerToken(req);
  if (!jwt || !isUserToken(jwt)) {
    // A malformed bearer that is not a project key either is still a bad token.
    if (jwt && jwt.split('.').length === 3 && !decodeJwtPayload(jwt))
      throw new HttpError(401, MESSAGES.unauthorized);
    return null;
  }
  const { data, error } = await createAnonClient().auth.getUser(jwt);
  if (error || !data?.user) {
    const status = (error as { status?: number } | null)?.status ?? 0;
    if (error && (status === 0 || status >= 500)) {
      console.error('[auth] getUser failed', status, error.message);
      throw new HttpError(503, MESSAGES.authUnavailable);
    }
    throw new HttpError(401, MESSAGES.unauthorized);
  }
  const user = data.user;
  return {
    id: user.id,
    email: user.email ?? null,
    jwt,
    appMetadata: (user.app_metadata ?? {}) as Record<string, unknown>,
    invitedAt: user.invited_at ?? null,
  };
}

/** The signed-in caller, or 401. */
export async function requireCaller(req: Request): Promise<Caller> {
  const caller = await getCaller(req);
  if (!caller) throw new HttpError(401, MESSAGES.loginRequired);
  return caller;
}
