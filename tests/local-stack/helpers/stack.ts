import './node-env.ts';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startLocalStack } from '../../../supabase/local/index.ts';
import type { LocalStack, LocalStackOptions } from '../../../supabase/local/index.ts';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/**
 * Every test request comes from 127.0.0.1, so GoTrue's per-address limits would stop a suite after
 * 30 sign-ups: the suites lift them (each bucket refills in microseconds). auth-hardening.test.ts runs
 * with the real ones.
 */
export const LIFTED_RATE_LIMITS = {
  emailSent: 1e9,
  anonymousUsers: 1e9,
  tokenRefresh: 1e9,
  signInSignUps: 1e9,
  tokenVerifications: 1e9,
} as const;

export const fixtureOptions = (): LocalStackOptions => ({
  port: 0,
  migrationsDir: `${FIXTURES}migrations`,
  seedFile: `${FIXTURES}seed.sql`,
  functionsDir: `${FIXTURES}functions`,
  configToml: `${FIXTURES}config.toml`,
  // Cheaper hashes keep the auth tests fast; cost 10 is the default outside tests.
  bcryptCost: 4,
  rateLimits: { ...LIFTED_RATE_LIMITS },
});

/** TEST_DATABASE_URL set: each stack gets its own throwaway database on that server. */
export const usingPostgres = !!process.env.TEST_DATABASE_URL;

export interface TestStack extends LocalStack {
  client(key?: string): SupabaseClient;
}

export async function startTestStack(overrides: LocalStackOptions = {}): Promise<TestStack> {
  const opts = { ...fixtureOptions(), ...overrides };
  let dropDb: (() => Promise<void>) | null = null;
  if (usingPostgres && !opts.dataDir) {
    const base = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `ls_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.href });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base.href);
    url.pathname = `/${name}`;
    opts.dbUrl = url.href;
    dropDb = async () => {
      const c = new pg.Client({ connectionString: base.href });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const stack = await startLocalStack(opts);
  const stop = stack.stop.bind(stack);
  return {
    ...stack,
    async stop() {
      await stop();
      if (dropDb) await dropDb();
    },
    client(key = stack.anonKey) {
      return createClient(stack.url, key, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as never },
      });
    },
  };
}

let n = 0;
export const uniqueEmail = (tag = 'user'): string => `${tag}-${Date.now().toString(36)}-${n++}@example.com`;

/** Signs up a fresh user (autoconfirm) and returns its client and id. */
export async function signedInClient(
  s: TestStack,
  tag = 'user',
): Promise<{ client: SupabaseClient; id: string; email: string }> {
  const client = s.client();
  const email = uniqueEmail(tag);
  const { data, error } = await client.auth.signUp({ email, password: 'secret-password' });
  if (error || !data.user || !data.session) throw new Error(`signup failed: ${error?.message}`);
  return { client, id: data.user.id, email };
}

export function raw(
  s: LocalStack,
  path: string,
  init: RequestInit & { key?: string; token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', init.key ?? s.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return fetch(`${s.url}${path}`, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(10_000) });
}
