/**
 * One-click unsubscribe tokens: `<user id>.<signature>`, the signature being HMAC-SHA256 over
 * 'newsletter-unsubscribe:<user id>' with a server secret, base64url. Nothing is stored; the link
 * works without logging in, as long as the secret is unchanged (rotating NEWSLETTER_SECRET voids the
 * links of newsletters already sent).
 *
 * The secret is NEWSLETTER_SECRET, else one derived from the service-role key (HMAC of a fixed label,
 * so the key itself never becomes the HMAC key of something public).
 */
import { base64url } from './crypto.ts';
import { readEnv, requireEnv } from './env.ts';

export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;
const encoder = new TextEncoder();

async function hmac(key: Uint8Array | string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const raw = Uint8Array.from(typeof key === 'string' ? encoder.encode(key) : key);
  const cryptoKey = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The secret bytes: NEWSLETTER_SECRET, else derived from SUPABASE_SERVICE_ROLE_KEY. */
export async function newsletterSecret(): Promise<Uint8Array> {
  const explicit = readEnv('NEWSLETTER_SECRET');
  if (explicit) return encoder.encode(explicit);
  const { SUPABASE_SERVICE_ROLE_KEY } = requireEnv(['SUPABASE_SERVICE_ROLE_KEY']);
  return await hmac(SUPABASE_SERVICE_ROLE_KEY, 'agenda-norte:newsletter-secret:v1');
}

/** The token for a user id (lower-case uuid). */
export async function signUnsubscribeToken(userId: string, secret: Uint8Array): Promise<string> {
  const id = userId.toLowerCase();
  if (!UUID.test(id)) throw new Error('signUnsubscribeToken: not a uuid');
  return `${id}.${base64url(await hmac(secret, `${UNSUBSCRIBE_PURPOSE}:${id}`))}`;
}

function sameBytes(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The user id a token was made for, or null when it is malformed or its signature is wrong. */
export async function verifyUnsubscribeToken(token: unknown, secret: Uint8Array): Promise<string | null> {
  if (typeof token !== 'string') return null;
  const m = TOKEN.exec(token.trim());
  if (!m || !UUID.test(m[1]!)) return null;
  const expected = await signUnsubscribeToken(m[1]!, secret);
  return sameBytes(expected, `${m[1]}.${m[2]}`) ? m[1]! : null;
}
