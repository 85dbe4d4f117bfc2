import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from './user-scope';

/** public.is_moderator(): false for anonymous callers. */
async function fetchIsModerator(signal: AbortSignal): Promise<boolean> {
  const data = unwrap(await (await getSupabase()).rpc('is_moderator').abortSignal(signal));
  return data === true;
}

/** Whether the signed-in user is a moderator; signing out removes the answer (USER_SCOPED). */
export const moderatorQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['moderator-access', userId ?? 'anon'] as const,
    queryFn: ({ signal }) => (userId ? fetchIsModerator(signal) : Promise.resolve(false)),
    staleTime: 5 * 60_000,
    meta: USER_SCOPED,
  });
