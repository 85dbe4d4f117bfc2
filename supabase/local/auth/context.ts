import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from '../db/adapter.ts';
import { BodyTooLarge, readBody } from '../http/respond.ts';
import { AuthError, errors } from './errors.ts';
import type { AuthLimits } from './rate-limit.ts';
import type { TokenSettings } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  cfg: ResolvedConfig;
  /** The stack's request and e-mail limits (one set per stack: they outlive requests). */
  limits: AuthLimits;
  /** The stack's public URL (issuer and links are built from it). */
  url: () => string;
}

export function tokenSettings(d: AuthDeps): TokenSettings {
  return { jwtSecret: d.cfg.jwtSecret, jwtExpiry: d.cfg.jwtExpiry, issuer: `${d.url()}/auth/v1` };
}

export async function jsonBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  let buf: Buffer;
  try {
    buf = await readBody(req, limit);
  } catch (e) {
    if (e instanceof BodyTooLarge) throw new AuthError(413, 'request_too_large', 'Request body too large');
    throw e;
  }
  const text = buf.toString('utf8').trim();
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw errors.badJson();
    return v as Record<string, unknown>;
  } catch {
    throw errors.badJson();
  }
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Characters (code points), not UTF-16 units: an emoji such as 🎉 is one, as the app's forms count. */
export const passwordLength = (password: string): number => Array.from(password).length;

/**
 * GoTrue's minimum length, counted in characters (three emoji are three, not six UTF-16 units);
 * and the stack's own rule, shared with the app's forms (src/features/auth/domain/validation.ts): no
 * control characters (NUL, tab, line breaks… cannot be typed back reliably, and NUL ends strings in
 * some tools) and not only white space.
 */
export function checkPassword(cfg: ResolvedConfig, password: string): void {
  if (/\p{Cc}/u.test(password)) {
    throw errors.weakPasswordCharacters('Password should not contain control characters.');
  }
  if (passwordLength(password) < cfg.minimumPasswordLength)
    throw errors.weakPassword(cfg.minimumPasswordLength);
  if (!/\S/u.test(password)) {
    throw errors.weakPasswordCharacters('Password should contain a character other than white space.');
  }
}

export const hashPassword = (cfg: ResolvedConfig, pw: string): Promise<string> =>
  bcrypt.hash(pw, cfg.bcryptCost);

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends on an unknown account (or one without a password) the time a real password check takes,
 * so a sign-in's answer time does not tell which e-mail addresses have an account: a hash of the
 * stack's own cost, made once, that no password matches.
 */
export async function spendPasswordCheck(cfg: ResolvedConfig, pw: string): Promise<void> {
  let hash = dummyHashes.get(cfg.bcryptCost);
  if (!hash) {
    hash = bcrypt.hash(`no account ${Math.random()}`, cfg.bcryptCost);
    dummyHashes.set(cfg.bcryptCost, hash);
  }
  await passwordMatches(pw, await hash);
}

export async function passwordMatches(pw: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]?\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(pw, hash);
  } catch {
    return false;
  }
}
