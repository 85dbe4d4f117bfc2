import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from '@/features/auth';
import { mapSubmissionRow, SUBMISSION_COLUMNS, type Submission } from '../domain/submission';
import { moderationKeys } from './moderation-keys';

/** How many rows each list reads at most (the queue is small: the team reviews daily). */
export const PENDING_LIMIT = 100;
export const HISTORY_LIMIT = 50;

/** The queue, newest first. RLS lets only moderators read event_submissions. */
async function fetchPending(signal: AbortSignal): Promise<Submission[]> {
  const rows = unwrap(
    await (
      await getSupabase()
    )
      .from('event_submissions')
      .select(SUBMISSION_COLUMNS)
      .eq('status', 'pending')
      .order('created_at', { ascending: false })
      .limit(PENDING_LIMIT)
      .abortSignal(signal),
  );
  return rows.map(mapSubmissionRow);
}

/** Decisions taken, latest first. */
async function fetchHistory(signal: AbortSignal): Promise<Submission[]> {
  const rows = unwrap(
    await (
      await getSupabase()
    )
      .from('event_submissions')
      .select(SUBMISSION_COLUMNS)
      .in('status', ['approved', 'rejected'])
      .order('reviewed_at', { ascending: false })
      .limit(HISTORY_LIMIT)
      .abortSignal(signal),
  );
  return rows.map(mapSubmissionRow);
}

/** Both hold what only a moderator may see: signing out removes them (USER_SCOPED). */
export const moderationQueries = {
  pending: () =>
    queryOptions({
      queryKey: moderationKeys.pending(),
      queryFn: ({ signal }) => fetchPending(signal),
      meta: USER_SCOPED,
    }),
  history: () =>
    queryOptions({
      queryKey: moderationKeys.history(),
      queryFn: ({ signal }) => fetchHistory(signal),
      meta: USER_SCOPED,
    }),
};
