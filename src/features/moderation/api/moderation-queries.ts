import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from '@/features/auth';
import { mapRunRow, mapSourceRow, RUN_COLUMNS, SOURCE_COLUMNS } from '../domain/import-source';
import { mapSubmissionRow, SUBMISSION_COLUMNS, type SubmissionStatus } from '../domain/submission';
import { moderationKeys } from './moderation-keys';

/** Submissions in `statuses`, newest `orderBy` first. RLS lets only moderators read event_submissions. */
async function fetchSubmissions(
  statuses: SubmissionStatus[],
  orderBy: 'created_at' | 'reviewed_at',
  limit: number,
  signal: AbortSignal,
) {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('event_submissions')
      .select(SUBMISSION_COLUMNS)
      .in('status', statuses)
      .order(orderBy, { ascending: false })
      .limit(limit)
      .abortSignal(signal),
  );
  return rows.map(mapSubmissionRow);
}

/** Every source, by name (a team adds them by hand: one page holds them all). */
async function fetchSources(signal: AbortSignal) {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('event_sources')
      .select(SOURCE_COLUMNS)
      .order('name')
      .order('created_at')
      .limit(200)
      .abortSignal(signal),
  );
  return rows.map(mapSourceRow);
}

/**
 * A source's latest run, or null. One request per source: the local stack cannot order or limit an
 * embedded resource, and reading every recent run would miss a paused source's older one.
 */
async function fetchLastRun(sourceId: string, signal: AbortSignal) {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('import_runs')
      .select(RUN_COLUMNS)
      .eq('source_id', sourceId)
      .order('started_at', { ascending: false })
      .limit(1)
      .abortSignal(signal),
  );
  return rows[0] ? mapRunRow(rows[0]) : null;
}

/** What only a moderator may see: signing out removes it (USER_SCOPED). */
export const moderationQueries = {
  pending: () =>
    queryOptions({
      queryKey: moderationKeys.pending(),
      queryFn: ({ signal }) => fetchSubmissions(['pending'], 'created_at', 100, signal),
      meta: USER_SCOPED,
    }),
  history: () =>
    queryOptions({
      queryKey: moderationKeys.history(),
      queryFn: ({ signal }) => fetchSubmissions(['approved', 'rejected'], 'reviewed_at', 50, signal),
      meta: USER_SCOPED,
    }),
  sources: () =>
    queryOptions({
      queryKey: moderationKeys.sourceList(),
      queryFn: ({ signal }) => fetchSources(signal),
      meta: USER_SCOPED,
    }),
  lastRun: (sourceId: string) =>
    queryOptions({
      queryKey: moderationKeys.lastRun(sourceId),
      queryFn: ({ signal }) => fetchLastRun(sourceId, signal),
      meta: USER_SCOPED,
    }),
};
