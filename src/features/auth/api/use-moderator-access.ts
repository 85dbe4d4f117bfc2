import { useQuery } from '@tanstack/react-query';
import { useAuth } from './auth-context';
import { moderatorQuery } from './moderator-query';

export type ModeratorAccess =
  { status: 'loading' } | { status: 'denied' } | { status: 'allowed'; userId: string };

/** Whether the visitor may open /moderacion: signed in and listed in `moderators`. */
export function useModeratorAccess(): ModeratorAccess {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({ ...moderatorQuery(userId), enabled: !loading && userId !== null });
  if (loading) return { status: 'loading' };
  if (userId === null) return { status: 'denied' };
  if (query.isPending) return { status: 'loading' };
  return query.data === true ? { status: 'allowed', userId } : { status: 'denied' };
}
