import type { User } from '@supabase/supabase-js';
import { OFFLINE_DATA_CACHE } from '@/config/constants';
import { getSupabase } from '@/lib/supabase';

export class AuthServiceError extends Error {
  constructor(
    message: string,
    public readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'AuthServiceError';
  }
}

function fail(error: { message: string; code?: string | undefined; name?: string }): never {
  // A network failure is not the service's answer: the forms call it an unexpected error.
  if (error.name === 'AuthRetryableFetchError') throw new Error(error.message);
  throw new AuthServiceError(error.message, error.code ?? null);
}

export async function signIn(email: string, password: string): Promise<User> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (error) fail(error);
  return data.user;
}

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/** Resolves to the user's id when a session came back (auto-confirm), else null: the e-mail must be confirmed. */
export async function signUp({ email, password, fullName }: SignUpInput): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: { data: { full_name: fullName.trim() }, emailRedirectTo: `${window.location.origin}/` },
  });
  if (error) fail(error);
  // With confirmations on, an e-mail that already has an account comes back as a user without identities.
  if (data.user && !data.session && data.user.identities?.length === 0) {
    throw new AuthServiceError('User already registered', 'user_already_exists');
  }
  return data.session ? data.session.user.id : null;
}

/** Signs out of this browser (every tab), dropping the API answers cached for offline reading. */
export async function signOut(): Promise<void> {
  const { error } = await (await getSupabase()).auth.signOut({ scope: 'local' });
  if (error) fail(error);
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_DATA_CACHE);
}

export async function updatePassword(password: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.updateUser({ password });
  if (error) fail(error);
}
