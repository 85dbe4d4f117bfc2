import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { USER_SCOPED } from '@/features/auth';
import {
  mapRunRow,
  mapSourceRow,
  RUN_COLUMNS,
  SOURCE_COLUMNS,
  type ImportRun,
  type ImportSource,
} from '../domain/import-source';
import { moderationKeys } from './moderation-keys';

/** The sources are few (a team adds them by hand): one page holds them all. */
export const SOURCES_LIMIT = 200;

/** Every source, by name. RLS lets only moderators read event_sources. */
async function fetchSources(signal: AbortSignal): Promise<ImportSource[]> {
  const rows = unwrap(
    await (
      await getSupabase()
    )
      .from('event_sources')
      .select(SOURCE_COLUMNS)
      .order('name')
      .order('created_at')
      .limit(SOURCES_LIMIT)
      .abortSignal(signal),
  );
  return rows.map(mapSourceRow);
}

/**
 * A source's latest run, or null when it never ran. One request per source: the list's request cannot
 * embed 'the latest run of each' (the local stack orders and limits no embedded resource), and
 * reading every recent run would miss a paused source's older one.
 */
async function fetchLastRun(sourceId: string, signal: AbortSignal): Promise<ImportRun | null> {
  const rows = unwrap(
    await (
      await getSupabase()
    )
      .from('import_runs')
      .select(RUN_COLUMNS)
      .eq('source_id', sourceId)
      .order('started_at', { ascending: false })
      .limit(1)
      .abortSignal(signal),
  );
  return rows[0] ? mapRunRow(rows[0]) : null;
}

/** Only moderators may read these: signing out removes them (USER_SCOPED). */
export const sourceQueries = {
  list: () =>
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
