import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JWTs with node:crypto only: the stack signs and checks every token with one shared secret. */
export type JwtClaims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

export class JwtError extends Error {
  constructor(
    readonly kind: 'malformed' | 'signature' | 'expired' | 'claims',
    message: string,
  ) {
    super(message);
  }
}

const b64url = (buf: Buffer | string): string => Buffer.from(buf).toString('base64url');

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export function decodeJwtUnverified(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Verifies signature, `exp`, `nbf` and `iat`; throws JwtError with PostgREST's messages. */
export function verifyJwt(token: string, secret: string, nowSec = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts.length}`);
  const [h, b, s] = parts as [string, string, string];
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError(
      'malformed',
      'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
    );
  }
  if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') {
    throw new JwtError('signature', 'JWSError JWSInvalidSignature');
  }
  const expected = createHmac('sha256', secret).update(`${h}.${b}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature', 'JWSError JWSInvalidSignature');
  }
  const claims = decodeJwtUnverified(token);
  if (!claims)
    throw new JwtError(
      'malformed',
      'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
    );
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number') throw new JwtError('claims', 'JWT Claims Set Error');
    if (claims.exp <= nowSec) throw new JwtError('expired', 'JWT expired');
  }
  // A token is not valid before its nbf, nor if it claims to be issued in the future: PostgREST
  // refuses both, with its 30 seconds' allowance for clocks that drift apart.
  for (const [claim, message] of [
    ['nbf', NOT_YET_VALID],
    ['iat', ISSUED_IN_FUTURE],
  ] as const) {
    const v = claims[claim];
    if (v === undefined) continue;
    if (typeof v !== 'number') throw new JwtError('claims', `The JWT '${claim}' claim must be a number`);
    if (v > nowSec + CLOCK_SKEW_SEC) throw new JwtError('claims', message);
  }
  return claims;
}

/** PostgREST's allowance for clock skew between the token's issuer and the server. */
const CLOCK_SKEW_SEC = 30;
export const NOT_YET_VALID = 'JWT not yet valid';
export const ISSUED_IN_FUTURE = 'JWT issued at future';
