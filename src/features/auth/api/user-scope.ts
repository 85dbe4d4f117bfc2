import { useQuery, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useAuth } from './auth-context';

/**
 * Queries holding one user's data (favourites, points, profile, newsletter, own rank) carry this meta;
 * signing out removes them all, so nothing of one account is ever shown to the next visitor.
 */
export const USER_SCOPED = { userScoped: true } as const;

export function clearUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
}

/** A query of the signed-in user's own data, built from their id: USER_SCOPED, idle for anonymous visitors. */
export function useUserQuery<TData, TKey extends QueryKey>(
  options: (userId: string) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const { user } = useAuth();
  return useQuery({ ...options(user?.id ?? ''), meta: USER_SCOPED, enabled: !!user });
}
