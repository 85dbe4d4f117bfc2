import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { useAuth } from './auth-context';
import { USER_SCOPED } from './user-scope';

export type ModeratorAccess =
  { status: 'loading' } | { status: 'denied' } | { status: 'allowed'; userId: string };

/** Whether the visitor may open /moderacion: signed in and listed in `moderators` (public.is_moderator()). */
export function useModeratorAccess(): ModeratorAccess {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: ['moderator-access', userId] as const,
    queryFn: async ({ signal }) =>
      unwrap(await (await getSupabase()).rpc('is_moderator').abortSignal(signal)) === true,
    staleTime: 5 * 60_000,
    meta: USER_SCOPED, // signing out removes the answer
    enabled: !loading && userId !== null,
  });
  if (loading) return { status: 'loading' };
  if (userId === null) return { status: 'denied' };
  if (query.isPending) return { status: 'loading' };
  return query.data === true ? { status: 'allowed', userId } : { status: 'denied' };
}
