import { queryOptions } from '@tanstack/react-query';
import { TRANSACTIONS_SHOWN } from '@/config/constants';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from '@/features/auth';

export interface PointsSummary {
  totalPoints: number;
  /** user_points.monthly_points as stored: show it through monthlyPointsNow (domain/monthly-points). */
  monthlyPoints: number;
  levelId: number | null;
  /** user_points.updated_at: the stored monthly figure is for the Madrid month containing it. */
  updatedAt: string | null;
}

export interface PointTransaction {
  id: string;
  actionType: string;
  description: string | null;
  points: number;
  createdAt: string;
  eventTitle: string | null;
}

const NO_POINTS: PointsSummary = { totalPoints: 0, monthlyPoints: 0, levelId: null, updatedAt: null };

async function fetchSummary(userId: string, signal: AbortSignal): Promise<PointsSummary> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('user_points')
      .select('total_points, monthly_points, level_id, updated_at')
      .eq('user_id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  ) as { total_points: number; monthly_points: number; level_id: number; updated_at: string } | null;
  // No row yet (not found) is zero points, not an error.
  if (!row) return NO_POINTS;
  return {
    totalPoints: row.total_points,
    monthlyPoints: row.monthly_points,
    levelId: row.level_id,
    updatedAt: row.updated_at,
  };
}

interface TransactionRow {
  id: string;
  action_type: string;
  description: string | null;
  points: number;
  created_at: string;
  metadata: { event_title?: unknown } | null;
}

async function fetchTransactions(userId: string, signal: AbortSignal): Promise<PointTransaction[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('point_transactions')
      .select('id, action_type, description, points, created_at, metadata')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(TRANSACTIONS_SHOWN)
      .abortSignal(signal),
  ) as TransactionRow[];
  return rows.map((r) => ({
    id: r.id,
    actionType: r.action_type,
    description: r.description,
    points: r.points,
    createdAt: r.created_at,
    eventTitle: typeof r.metadata?.event_title === 'string' ? r.metadata.event_title : null,
  }));
}

export const pointsKeys = {
  all: ['points'] as const,
  user: (userId: string) => [...pointsKeys.all, userId] as const,
  summary: (userId: string) => [...pointsKeys.user(userId), 'summary'] as const,
  transactions: (userId: string) => [...pointsKeys.user(userId), 'transactions'] as const,
};

export const pointsQueries = {
  summary: (userId: string) =>
    queryOptions({
      queryKey: pointsKeys.summary(userId),
      queryFn: ({ signal }) => fetchSummary(userId, signal),
      meta: USER_SCOPED,
    }),
  transactions: (userId: string) =>
    queryOptions({
      queryKey: pointsKeys.transactions(userId),
      queryFn: ({ signal }) => fetchTransactions(userId, signal),
      meta: USER_SCOPED,
    }),
};
