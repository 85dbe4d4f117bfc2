import { toFunctionCallError } from '@/features/submissions';
import { getSupabase } from '@/lib/supabase';
import {
  draftToRow,
  mapSourceRow,
  readFigures,
  SOURCE_COLUMNS,
  SOURCE_MESSAGES,
  type ImportSource,
  type NewSourceDraft,
  type RunFigures,
} from '../domain/import-source';

/** A Postgres unique violation: event_sources allows one source per (kind, city, URL). */
const UNIQUE_VIOLATION = '23505';

/** Inserts an iCalendar or JSON-LD source as the signed-in moderator (RLS: moderators may insert). */
export async function addSource(draft: NewSourceDraft): Promise<ImportSource> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('event_sources')
    .insert(draftToRow(draft))
    .select(SOURCE_COLUMNS)
    .single();
  if (error) throw new Error(error.code === UNIQUE_VIOLATION ? SOURCE_MESSAGES.duplicate : error.message);
  return mapSourceRow(data);
}

export interface SetEnabledRequest {
  sourceId: string;
  enabled: boolean;
}

/** Pauses (the hourly import skips it) or activates a source. */
export async function setSourceEnabled({ sourceId, enabled }: SetEnabledRequest): Promise<void> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('event_sources')
    .update({ enabled })
    .eq('id', sourceId)
    .select('id');
  if (error) throw new Error(error.message);
  // RLS filters rather than refuses: no row back means nothing was changed.
  if (!data || data.length === 0) throw new Error('Esa fuente ya no existe o no puedes cambiarla.');
}

/** One source's run as import-events reports it: its figures, or why it failed. */
export type SourceRunResult =
  | { sourceId: string; name: string; ok: true; figures: RunFigures }
  | { sourceId: string; name: string; ok: false; error: string };

interface RunReport {
  source_id?: unknown;
  name?: unknown;
  summary?: Record<string, unknown>;
  error?: unknown;
}

/**
 * Runs one source now: POST import-events {source_id} with the moderator's session. A source that
 * could not be read is an answer (200, its `error`), not a thrown error; a refused call (403, 404…)
 * throws with the function's Spanish message.
 */
export async function runSourceImport(source: Pick<ImportSource, 'id' | 'name'>): Promise<SourceRunResult> {
  const { data, error } = await (
    await getSupabase()
  ).functions.invoke<{ runs?: RunReport[] }>('import-events', { body: { source_id: source.id } });
  if (error) throw await toFunctionCallError(error);
  const report = data?.runs?.find((r) => r.source_id === source.id);
  if (!report) throw new Error('import-events: la respuesta no trae la importación de esta fuente');
  const name = typeof report.name === 'string' ? report.name : source.name;
  if (typeof report.error === 'string' && report.error !== '')
    return { sourceId: source.id, name, ok: false, error: report.error };
  return { sourceId: source.id, name, ok: true, figures: readFigures(report.summary ?? {}) };
}
