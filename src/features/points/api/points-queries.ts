import { queryOptions } from '@tanstack/react-query';
import { FIRST_LEVEL, TRANSACTIONS_SHOWN } from '@/config/constants';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';

/** No row yet is zero points, not an error. */
const NO_POINTS = { total_points: 0, monthly_points: 0, level_id: FIRST_LEVEL, updated_at: '' };

async function fetchSummary(userId: string, signal: AbortSignal) {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('user_points')
      .select('total_points, monthly_points, level_id, updated_at')
      .eq('user_id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  );
  return row ?? NO_POINTS;
}

async function fetchTransactions(userId: string, signal: AbortSignal) {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('point_transactions')
      .select('id, action_type, description, points, created_at, event_title:metadata->>event_title')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(TRANSACTIONS_SHOWN)
      .abortSignal(signal),
  );
}

export const pointsKeys = {
  user: (userId: string) => ['points', userId] as const,
};

export const pointsQueries = {
  summary: (userId: string) =>
    queryOptions({
      queryKey: [...pointsKeys.user(userId), 'summary'] as const,
      queryFn: ({ signal }) => fetchSummary(userId, signal),
    }),
  transactions: (userId: string) =>
    queryOptions({
      queryKey: [...pointsKeys.user(userId), 'transactions'] as const,
      queryFn: ({ signal }) => fetchTransactions(userId, signal),
    }),
};
