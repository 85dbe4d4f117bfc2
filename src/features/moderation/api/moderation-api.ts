import { invokeFunction } from '@/lib/function-call';
import { getSupabase } from '@/lib/supabase';
import { m } from '@/i18n/paraglide/messages.js';
import {
  draftToRow,
  readFigures,
  SOURCE_COLUMNS,
  SOURCE_MESSAGES,
  type ImportSource,
  type NewSourceDraft,
} from '../domain/import-source';

type ReviewResult = { status: 'approved' | 'rejected'; email_sent: boolean };
type ReviewRequest = { submissionId: string; decision: 'approve' | 'reject'; reason?: string };

/** POST review-submission as the signed-in moderator; a rejection's reason is e-mailed to the submitter. */
export function reviewSubmission({ submissionId, decision, reason }: ReviewRequest) {
  return invokeFunction<ReviewResult>('review-submission', {
    submission_id: submissionId,
    decision,
    ...(decision === 'reject' && { reason: reason ?? '' }),
  });
}

/** Inserts an iCalendar or JSON-LD source as the signed-in moderator (RLS: moderators may insert). */
export async function addSource(draft: NewSourceDraft): Promise<ImportSource> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('event_sources')
    .insert(draftToRow(draft))
    .select(SOURCE_COLUMNS)
    .single();
  // 23505, a unique violation: one source per (kind, city, URL).
  if (error) throw new Error(error.code === '23505' ? SOURCE_MESSAGES.duplicate : error.message);
  return data as ImportSource;
}

/** Pauses (the hourly import skips it) or activates a source. */
export async function setSourceEnabled({ sourceId, enabled }: { sourceId: string; enabled: boolean }) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('event_sources')
    .update({ enabled })
    .eq('id', sourceId)
    .select('id');
  if (error) throw new Error(error.message);
  // RLS filters rather than refuses: no row back means nothing was changed.
  if (!data || data.length === 0) throw new Error(m.moderation_source_gone());
}

type RunReport = { source_id?: unknown; name?: unknown; summary?: Record<string, unknown>; error?: unknown };

/** POST import-events {source_id}; a source it could not read comes back as `ok: false`, not thrown. */
export async function runSourceImport(source: Pick<ImportSource, 'id' | 'name'>) {
  const data = await invokeFunction<{ runs?: RunReport[] }>('import-events', { source_id: source.id });
  const report = data.runs?.find((r) => r.source_id === source.id);
  if (!report) throw new Error(m.moderation_import_no_report());
  const name = typeof report.name === 'string' ? report.name : source.name;
  if (typeof report.error === 'string' && report.error !== '')
    return { name, ok: false as const, error: report.error };
  return { name, ok: true as const, figures: readFigures(report.summary ?? {}) };
}
