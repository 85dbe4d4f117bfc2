/** Supabase clients for the functions. The service-role client bypasses RLS: use it only after checking the caller. */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';

export type { SupabaseClient };

const SERVER_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

let cachedService: { key: string; client: SupabaseClient } | null = null;

/** The service-role client (cached per warm instance). */
export function createServiceClient(): SupabaseClient {
  const env = requireEnv(['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']);
  const key = `${env.SUPABASE_URL}|${env.SUPABASE_SERVICE_ROLE_KEY}`;
  if (cachedService?.key !== key) {
    cachedService = {
      key,
      client: createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: SERVER_AUTH }),
    };
  }
  return cachedService.client;
}

/** The anon client, used to verify access tokens with auth.getUser(jwt). */
export function createAnonClient(): SupabaseClient {
  const env = requireEnv(['SUPABASE_URL', 'SUPABASE_ANON_KEY']);
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, { auth: SERVER_AUTH });
}

/** A client that acts as the caller (RLS and auth.uid() apply), for RPCs that check the caller themselves. */
export function createUserClient(jwt: string): SupabaseClient {
  const env = requireEnv(['SUPABASE_URL', 'SUPABASE_ANON_KEY']);
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: SERVER_AUTH,
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}
