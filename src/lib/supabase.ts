import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';

let client: Promise<SupabaseClient> | undefined;
/** The client once created: later calls get it at once. */
let ready: SupabaseClient | undefined;

/** Resolves in a later task. A message rather than a timer, which tests' fake timers would hold. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

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
  if (ready) return Promise.resolve(ready);
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const env = getEnv();
      ready = createClient(env.supabaseUrl, env.supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      });
      return ready;
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  // The callers that wait for the client (a page makes several requests and a realtime
  // subscription as it mounts) would all continue in the task that created it: one task of ~17 ms
  // of CPU on a desktop CPU (×4 on a phone), the longest of an event page's start. Each continues
  // in a task of its own instead.
  return client.then(async (created) => {
    await nextTask();
    return created;
  });
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
