import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from '@/features/auth';
import type { Database } from '../../../../supabase/functions/_shared/database.types.ts';
import type { BoardEntry } from '../domain/board';

export type RankingPeriod = 'total' | 'monthly';

type MyRank = BoardEntry & { rank: number };

type EntryRow = Database['public']['Functions']['get_public_rankings']['Returns'][number];

const toEntry = (r: EntryRow): BoardEntry => ({
  displayName: r.display_name,
  totalPoints: Number(r.total_points),
  monthlyPoints: Number(r.monthly_points),
  levelId: Number(r.level_id),
});

const RPC = {
  total: 'get_public_rankings',
  monthly: 'get_monthly_rankings',
} as const satisfies Record<RankingPeriod, string>;

async function fetchRanking(period: RankingPeriod, signal: AbortSignal): Promise<BoardEntry[]> {
  const rows = unwrap(await (await getSupabase()).rpc(RPC[period]).abortSignal(signal));
  return (rows ?? []).map(toEntry);
}

async function fetchMyRank(period: RankingPeriod, signal: AbortSignal): Promise<MyRank | null> {
  const rows = unwrap(
    await (await getSupabase()).rpc('get_my_rank', { p_period: period }).abortSignal(signal),
  );
  const row = rows?.[0];
  return row ? { ...toEntry(row), rank: Number(row.rank) } : null;
}

export const rankingKeys = {
  all: ['ranking'] as const,
  list: (period: RankingPeriod) => [...rankingKeys.all, 'list', period] as const,
  mine: (period: RankingPeriod, userId: string) => [...rankingKeys.all, 'mine', period, userId] as const,
};

export const rankingQueries = {
  list: (period: RankingPeriod) =>
    queryOptions({
      queryKey: rankingKeys.list(period),
      queryFn: ({ signal }) => fetchRanking(period, signal),
      retry: 1, // ranking failures are swallowed: the board shows as empty
    }),
  mine: (period: RankingPeriod, userId: string) =>
    queryOptions({
      queryKey: rankingKeys.mine(period, userId),
      queryFn: ({ signal }) => fetchMyRank(period, signal),
      meta: USER_SCOPED,
      retry: 1,
    }),
};
