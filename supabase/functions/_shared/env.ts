/**
 * Environment of the functions. Missing required variables are a server misconfiguration: the
 * function logs which ones and answers 500 (the only 500 a function gives on purpose).
 */
import { HttpError, MESSAGES } from './errors.ts';

export const DEFAULTS = {
  MAIL_FROM: 'Agenda Norte <no-responder@agendanorte.es>',
  MODERATION_EMAIL: 'moderacion@agendanorte.es',
  PUBLIC_SITE_URL: 'http://localhost:5173',
} as const;

export function readEnv(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The missing names among `names` (empty when all are set). */
export function missingEnv(names: readonly string[]): string[] {
  return names.filter((name) => readEnv(name) === undefined);
}

/** All of `names`, or an HttpError 500 that lists the missing ones. */
export function requireEnv<const K extends string>(names: readonly K[]): Record<K, string> {
  const missing = missingEnv(names);
  if (missing.length > 0) {
    console.error(`[env] missing required environment variables: ${missing.join(', ')}`);
    throw new HttpError(500, MESSAGES.misconfigured, undefined, { missing_env: missing });
  }
  const out = {} as Record<K, string>;
  for (const name of names) out[name] = readEnv(name) as string;
  return out;
}

export function optionalEnv(name: string, fallback: string): string {
  return readEnv(name) ?? fallback;
}

/** A positive integer from env (e.g. a rate limit), else the fallback. */
export function intEnv(name: string, fallback: number): number {
  const raw = readEnv(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Logs at start-up which required variables are missing, so a misconfigured deploy shows in the logs at once. */
export function checkEnvAtStartup(fn: string, names: readonly string[]): void {
  const missing = missingEnv(names);
  if (missing.length > 0)
    console.error(`[${fn}] missing required environment variables: ${missing.join(', ')}`);
}
