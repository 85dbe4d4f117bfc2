import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import type { BoardEntry, MyRank } from '../domain/board';

export type RankingPeriod = 'total' | 'monthly';

const RPC = {
  total: 'get_public_rankings',
  monthly: 'get_monthly_rankings',
} as const satisfies Record<RankingPeriod, string>;

async function fetchRanking(period: RankingPeriod, signal: AbortSignal): Promise<BoardEntry[]> {
  return unwrap(await (await getSupabase()).rpc(RPC[period]).abortSignal(signal)) ?? [];
}

async function fetchMyRank(period: RankingPeriod, signal: AbortSignal): Promise<MyRank | null> {
  const rows = unwrap(
    await (await getSupabase()).rpc('get_my_rank', { p_period: period }).abortSignal(signal),
  );
  return rows?.[0] ?? null;
}

export const rankingKeys = { all: ['ranking'] as const };

export const rankingQueries = {
  list: (period: RankingPeriod) =>
    queryOptions({
      queryKey: [...rankingKeys.all, 'list', period] as const,
      queryFn: ({ signal }) => fetchRanking(period, signal),
      retry: 1, // ranking failures are swallowed: the board shows as empty
    }),
  mine: (period: RankingPeriod, userId: string) =>
    queryOptions({
      queryKey: [...rankingKeys.all, 'mine', period, userId] as const,
      queryFn: ({ signal }) => fetchMyRank(period, signal),
      retry: 1,
    }),
};
