import type { IncomingMessage } from 'node:http';
import { JwtError, verifyJwt } from '../jwt.ts';
import type { JwtClaims } from '../jwt.ts';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../config.ts';
import type { ResolvedConfig } from '../config.ts';
import { header } from './respond.ts';

/**
 * The CLI gateway's rule: the forwarded bearer is the incoming Authorization unless
 * it is an opaque sb_ key; opaque keys map to the matching JWT.
 */
export function mapKey(value: string, cfg: ResolvedConfig): string {
  if (value === SECRET_KEY) return cfg.serviceRoleKey;
  if (value === PUBLISHABLE_KEY) return cfg.anonKey;
  return value;
}

export function bearerFrom(req: IncomingMessage, cfg: ResolvedConfig): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null;
  const token = m?.[1]?.trim();
  if (token && !token.startsWith('sb_')) return token;
  const apikey =
    header(req, 'apikey') ?? new URL(req.url ?? '/', 'http://x').searchParams.get('apikey') ?? undefined;
  if (apikey) return mapKey(apikey.trim(), cfg);
  if (token) return mapKey(token, cfg);
  return undefined;
}

export type Identity =
  { ok: true; token: string | undefined; claims: JwtClaims; role: string } | { ok: false; error: JwtError };

/** Verifies the bearer; no token at all means the anon role, as PostgREST does. */
export function identify(token: string | undefined, cfg: ResolvedConfig): Identity {
  if (!token) return { ok: true, token, claims: { role: 'anon' }, role: 'anon' };
  try {
    const claims = verifyJwt(token, cfg.jwtSecret);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return { ok: true, token, claims, role };
  } catch (e) {
    return { ok: false, error: e instanceof JwtError ? e : new JwtError('malformed', String(e)) };
  }
}

/** Roles a request may switch to: those the hosted `authenticator` role is a member of. */
export const SWITCHABLE_ROLES = new Set(['anon', 'authenticated', 'service_role']);
