import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from '../db/adapter.ts';
import { BodyTooLarge, readBody } from '../http/respond.ts';
import { AuthError, errors } from './errors.ts';
import type { TokenSettings } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  cfg: ResolvedConfig;
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

export function checkPassword(cfg: ResolvedConfig, password: string): void {
  if (password.length < cfg.minimumPasswordLength) throw errors.weakPassword(cfg.minimumPasswordLength);
}

export const hashPassword = (cfg: ResolvedConfig, pw: string): Promise<string> =>
  bcrypt.hash(pw, cfg.bcryptCost);

export async function passwordMatches(pw: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]?\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(pw, hash);
  } catch {
    return false;
  }
}
