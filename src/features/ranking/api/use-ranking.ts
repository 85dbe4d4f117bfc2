import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { rankingQueries, type RankingPeriod } from './ranking-queries';

/** The period's board and, when signed in, the user's own position. Failures read as an empty board. */
export function useRanking(period: RankingPeriod) {
  const { user } = useAuth();
  const list = useQuery(rankingQueries.list(period));
  const mine = useQuery({ ...rankingQueries.mine(period, user?.id ?? ''), enabled: !!user });
  return {
    entries: list.data ?? [],
    mine: mine.data ?? null,
    isLoading: list.isPending,
  };
}
