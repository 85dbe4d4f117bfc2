import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';

let client: SupabaseClient | undefined;

/**
 * The one browser client, created on first use (after the environment was validated). Only
 * features' api/ folders call it. It carries the public (anon) key; the session is kept in local
 * storage, refreshed automatically and shared across tabs.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const env = getEnv();
    client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  }
  return client;
}
