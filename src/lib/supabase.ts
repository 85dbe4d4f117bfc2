import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one browser client, created on first use (after the environment was validated). Only
 * features' api/ folders call it. It carries the public (anon) key; the session is kept in local
 * storage, refreshed automatically and shared across tabs.
 *
 * supabase-js (auth, realtime, functions: ~50 kB gzip) is a chunk of its own, loaded on the first
 * call, which the app makes as it mounts: the first paint does not wait for it to download and run.
 * A failed download is not remembered, so the next call tries again.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const env = getEnv();
      return createClient(env.supabaseUrl, env.supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      });
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}

/** Whether an edge-function call failed with an HTTP answer (supabase-js's FunctionsHttpError). */
export function isFunctionsHttpError(error: unknown): error is Error & { context: Response } {
  return (
    error instanceof Error &&
    error.name === 'FunctionsHttpError' &&
    typeof Response !== 'undefined' &&
    (error as { context?: unknown }).context instanceof Response
  );
}
