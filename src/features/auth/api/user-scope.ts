import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries holding one user's data (favourites, points, profile, newsletter, own rank) carry this meta;
 * signing out removes them all, so nothing of one account is ever shown to the next visitor.
 */
export const USER_SCOPED = { userScoped: true } as const;

export function clearUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
}
