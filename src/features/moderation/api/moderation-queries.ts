import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from '@/features/auth';
import { mapRunRow, RUN_COLUMNS, SOURCE_COLUMNS, type ImportSource } from '../domain/import-source';
import { SUBMISSION_COLUMNS, type Submission } from '../domain/submission';
import { moderationKeys } from './moderation-keys';

/** Submissions in `statuses`, newest `orderBy` first. RLS lets only moderators read event_submissions. */
const submissions = (
  queryKey: readonly string[],
  statuses: string[],
  orderBy: 'created_at' | 'reviewed_at',
  limit: number,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase();
      const query = supabase.from('event_submissions').select(SUBMISSION_COLUMNS).in('status', statuses);
      const rows = unwrap(await query.order(orderBy, { ascending: false }).limit(limit).abortSignal(signal));
      return rows as Submission[];
    },
    meta: USER_SCOPED,
  });

/** What only a moderator may see: signing out removes it (USER_SCOPED). */
export const moderationQueries = {
  pending: () => submissions(moderationKeys.pending(), ['pending'], 'created_at', 100),
  history: () => submissions(moderationKeys.history(), ['approved', 'rejected'], 'reviewed_at', 50),
  /** Every source, by name (a team adds them by hand: one page holds them all). */
  sources: () =>
    queryOptions({
      queryKey: moderationKeys.sourceList(),
      queryFn: async ({ signal }) => {
        const supabase = await getSupabase();
        const query = supabase.from('event_sources').select(SOURCE_COLUMNS).order('name');
        return unwrap(await query.order('created_at').limit(200).abortSignal(signal)) as ImportSource[];
      },
      meta: USER_SCOPED,
    }),
  /**
   * A source's latest run, or null. One request per source: the local stack cannot order or limit an
   * embedded resource, and reading every recent run would miss a paused source's older one.
   */
  lastRun: (sourceId: string) =>
    queryOptions({
      queryKey: moderationKeys.lastRun(sourceId),
      queryFn: async ({ signal }) => {
        const supabase = await getSupabase();
        const query = supabase.from('import_runs').select(RUN_COLUMNS).eq('source_id', sourceId);
        const rows = unwrap(
          await query.order('started_at', { ascending: false }).limit(1).abortSignal(signal),
        );
        return rows[0] ? mapRunRow(rows[0]) : null;
      },
      meta: USER_SCOPED,
    }),
};
