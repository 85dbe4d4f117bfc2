/**
 * Helpers for the edge-function integration tests: the real functions (supabase/functions), the real
 * migrations and config.toml, run by the local stack (supabase/local) in Deno, called through
 * supabase-js `functions.invoke` exactly as the app calls them.
 */
import './node-env.ts';
import { createHmac } from 'node:crypto';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startLocalStack } from '../../supabase/local/index.ts';
import type { LocalStack } from '../../supabase/local/index.ts';

export const IP_HASH_SALT = 'functions-test-salt';
export const SITE_URL = 'http://localhost:5173';
export const MODERATION_EMAIL = 'moderacion@agendanorte.es';
/** The first call starts Deno and may fetch supabase-js from the npm registry into the Deno cache. */
export const FIRST_CALL_TIMEOUT = 180_000;

export type Stack = LocalStack;

export async function startStack(): Promise<Stack> {
  return startLocalStack({
    port: 0,
    seedFile: false,
    bcryptCost: 4,
    // Every test request comes from 127.0.0.1: GoTrue's per-address limits would stop the suites
    // after 30 sign-ups, so they are lifted here (tests/local-stack/auth-hardening.test.ts keeps them).
    rateLimits: { tokenRefresh: 1e9, signInSignUps: 1e9, tokenVerifications: 1e9, emailSent: 1e9 },
    functionsEnv: { IP_HASH_SALT, PUBLIC_SITE_URL: SITE_URL, MODERATION_EMAIL },
  });
}

export function client(s: Stack, key = s.anonKey): SupabaseClient {
  return createClient(s.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

let n = 0;
export const uniqueEmail = (tag = 'user'): string => `${tag}-${Date.now().toString(36)}-${n++}@example.com`;

export interface TestUser {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function signUp(s: Stack, tag = 'user'): Promise<TestUser> {
  const c = client(s);
  const email = uniqueEmail(tag);
  const password = 'secret-password';
  const { data, error } = await c.auth.signUp({
    email,
    password,
    options: { data: { full_name: `Prueba ${tag}` } },
  });
  if (error || !data.user || !data.session) throw new Error(`signup failed: ${error?.message}`);
  return { client: c, id: data.user.id, email, password, token: data.session.access_token };
}

export interface Invoked<T = Record<string, unknown>> {
  status: number;
  /** The JSON body: `data` on 2xx, the error body otherwise. */
  body: T;
}

/** functions.invoke, with the status and the JSON body whatever the outcome. */
export async function invoke<T = Record<string, unknown>>(
  c: SupabaseClient,
  name: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Invoked<T>> {
  const { data, error, response } = await c.functions.invoke(name, {
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    headers,
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const res = error.context as Response;
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, body: parsed as T };
    }
    throw error;
  }
  return { status: response?.status ?? 200, body: data as T };
}

/** A raw POST to a function (for bodies and headers supabase-js would not send). */
export async function rawPost(
  s: Stack,
  name: string,
  init: { body?: string; token?: string | null; headers?: Record<string, string> } = {},
): Promise<Invoked> {
  // token null: no credentials at all (neither Authorization nor apikey, which the gateway would fall back to).
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers };
  if (init.token !== null) {
    headers.apikey = s.anonKey;
    headers.Authorization = `Bearer ${init.token ?? s.anonKey}`;
  }
  const res = await fetch(`${s.url}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: init.body ?? '{}',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as Record<string, unknown> };
}

/** An HS256 JWT signed with the stack's secret (or another one, to forge). */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export interface MailMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  html: string | null;
  text: string | null;
  created_at: string;
}

export async function outbox(s: Stack): Promise<MailMessage[]> {
  const res = await fetch(`${s.url}/_mail/messages`);
  return (await res.json()) as MailMessage[];
}

export async function mailTo(s: Stack, address: string): Promise<MailMessage[]> {
  return (await outbox(s)).filter((m) => m.to.includes(address));
}

export async function query<T = Record<string, unknown>>(
  s: Stack,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await s.db.query<T>(sql, params)).rows;
}

export async function count(s: Stack, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await query<{ n: number | string }>(s, sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** Today in Europe/Madrid, 'YYYY-MM-DD' (what the functions call today). */
export function madridToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A Spanish message: not empty, not English. */
export function looksSpanish(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    /[áéíóúñ¿¡«»]|\b(el|la|los|las|de|del|debe|campo|no|por|una?|es|tu|sesión|se|ya|esta|que|con|en)\b/i.test(
      message,
    ) &&
    !/\b(the|must|invalid|required|error occurred)\b/i.test(message)
  );
}
