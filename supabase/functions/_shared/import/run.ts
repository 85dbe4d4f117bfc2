/**
 * One import run of one source: read its listing, map every item to the product's event, and write
 * only what changed, in few transactions (public.import_apply / import_finish). Shared by the CLI
 * (`npm run import`, Node) and the `import-events` edge function (Deno); runtime-neutral.
 *
 * - Idempotent: each item is keyed by (source, external id) with a hash of its mapped content; an
 *   unchanged item is not sent at all, so re-running an unchanged source writes nothing but the run's
 *   record.
 * - Duplicates across sources: a new item on the same day and in the same town as an existing event,
 *   with a similar title (accent-insensitive, DUPLICATE_TITLE_THRESHOLD) or the same page URL, merges
 *   into that event, which then lists both sources.
 * - Item by item: what cannot be read or mapped is rejected with its reason; the database rejects an
 *   item that breaks one of its rules without losing the others.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseSource } from './adapters/index.ts';
import type { SourceOptions } from './adapters/index.ts';
import { contentHash, DUPLICATE_TITLE_THRESHOLD, mapItem, titleSimilarity } from './map_item.ts';
import type { MappedEvent } from './map_item.ts';
import type { ImportSummary, Rejection, SourceKind } from './types.ts';

/** The most a request to the database may carry (the local gateway's body limit is 1 MiB). */
const MAX_CHUNK_BYTES = 700_000;
/** Rows per page when reading what a source gave before (PostgREST's max_rows). */
const PAGE_ROWS = 1000;
/** Dates per request when looking for events an item may duplicate (keeps URLs short). */
const DATES_PER_QUERY = 40;

export interface SourceRow {
  id: string;
  kind: SourceKind;
  city_id: string | null;
}

export interface RunOptions {
  /** Compute and count everything; keep nothing. */
  dryRun?: boolean;
  /** The text is the source's whole current listing (items missing from it have left the source). */
  complete?: boolean;
  /** Passed to the adapter (e.g. Kulturklik's municipalities list). */
  adapterOptions?: SourceOptions;
}

interface Planned {
  external_id: string;
  hash: string;
  merge_into: string | null;
  event: Record<string, unknown>;
}

const emptySummary = (): ImportSummary => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  cancelled: 0,
  merged: 0,
  rejected: [],
});

function add(into: ImportSummary, part: Partial<ImportSummary>): void {
  into.created += Number(part.created ?? 0);
  into.updated += Number(part.updated ?? 0);
  into.unchanged += Number(part.unchanged ?? 0);
  into.cancelled += Number(part.cancelled ?? 0);
  into.merged += Number(part.merged ?? 0);
  into.rejected.push(...(part.rejected ?? []));
}

const rejection = (r: Rejection) => ({ external_id: r.externalId, reason: r.reason });

/** The events row (snake_case) of a mapped item. */
export function eventColumns(e: MappedEvent): Record<string, unknown> {
  return {
    title: e.title,
    description: e.description,
    title_eu: e.titleEu,
    description_eu: e.descriptionEu,
    category_id: e.categoryId,
    subcategory: e.subcategory,
    venue: e.venue,
    town: e.town,
    neighborhood: e.neighborhood,
    address: e.address,
    start_date: e.startDate,
    end_date: e.endDate,
    start_time: e.startTime,
    end_time: e.endTime,
    price: e.price,
    is_free: e.isFree,
    ticket_url: e.ticketUrl,
    info_url: e.infoUrl,
    image_url: e.imageUrl,
    organizer: e.organizer,
    language: e.language,
    status: e.status,
    recurrence_rule: e.recurrenceRule,
    recurrence_exdates: e.recurrenceExdates,
  };
}

async function knownHashes(db: SupabaseClient, sourceId: string): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await db
      .from('event_source_items')
      .select('external_id, content_hash')
      .eq('source_id', sourceId)
      .order('external_id')
      .range(from, from + PAGE_ROWS - 1);
    if (error) throw new Error(`No se pudo leer lo importado antes: ${error.message}`);
    for (const row of data ?? []) known.set(String(row.external_id), String(row.content_hash));
    if ((data ?? []).length < PAGE_ROWS) return known;
  }
}

interface Candidate {
  id: string;
  title: string;
  start_date: string;
  town: string | null;
  info_url: string | null;
}

/** Existing events on the new items' days and in their towns: what a new item may duplicate. */
async function candidates(db: SupabaseClient, items: MappedEvent[]): Promise<Candidate[]> {
  if (items.length === 0) return [];
  const dates = [...new Set(items.map((e) => e.startDate))].sort();
  const towns = [...new Set(items.map((e) => e.town))];
  const out: Candidate[] = [];
  for (let i = 0; i < dates.length; i += DATES_PER_QUERY) {
    // Page by page: the server answers at most PAGE_ROWS rows, so a busy stretch of days is not cut short.
    for (let from = 0; ; from += PAGE_ROWS) {
      const { data, error } = await db
        .from('events')
        .select('id, title, start_date, town, info_url')
        .in('start_date', dates.slice(i, i + DATES_PER_QUERY))
        .in('town', towns)
        .is('hidden_at', null)
        .order('id')
        .range(from, from + PAGE_ROWS - 1);
      if (error) throw new Error(`No se pudieron buscar duplicados: ${error.message}`);
      out.push(...((data ?? []) as Candidate[]));
      if ((data ?? []).length < PAGE_ROWS) break;
    }
  }
  return out;
}

/** The existing event a new item duplicates: same day and town, and a similar title or the same page. */
export function findDuplicate(e: MappedEvent, pool: readonly Candidate[]): string | null {
  let best: { id: string; score: number } | null = null;
  for (const c of pool) {
    if (c.start_date !== e.startDate || (c.town ?? '') !== e.town) continue;
    const score = e.infoUrl !== null && c.info_url === e.infoUrl ? 1 : titleSimilarity(e.title, c.title);
    if (score >= DUPLICATE_TITLE_THRESHOLD && (best === null || score > best.score))
      best = { id: c.id, score };
  }
  return best?.id ?? null;
}

/** Splits the planned items into requests of at most MAX_CHUNK_BYTES of JSON. */
function chunks(items: Planned[]): Planned[][] {
  const out: Planned[][] = [];
  let current: Planned[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = JSON.stringify(item).length;
    if (current.length > 0 && size + bytes > MAX_CHUNK_BYTES) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Runs one source over the text of its current listing and returns the run's summary. */
export async function runImport(
  db: SupabaseClient,
  source: SourceRow,
  text: string,
  options: RunOptions = {},
): Promise<ImportSummary> {
  const { dryRun = false, complete = true } = options;
  const summary = emptySummary();
  const read = parseSource(source.kind, text, options.adapterOptions);
  summary.rejected.push(...read.rejected.map(rejection));

  // Every id the listing holds, read or not: an item that fails to map this time has not left it.
  const seen = new Set<string>([
    ...read.items.map((i) => i.externalId),
    ...read.rejected.map((r) => r.externalId),
  ]);
  const mapped = new Map<string, MappedEvent>();
  for (const item of read.items) {
    if (mapped.has(item.externalId)) {
      summary.rejected.push({ external_id: item.externalId, reason: 'repetido en la fuente' });
      continue;
    }
    const result = mapItem(item, {
      kind: source.kind,
      ...(source.city_id ? { cityId: source.city_id } : {}),
    });
    if (result.ok) mapped.set(item.externalId, result.event);
    else summary.rejected.push({ external_id: item.externalId, reason: result.reason });
  }

  const known = await knownHashes(db, source.id);
  const planned: Planned[] = [];
  const fresh: MappedEvent[] = [];
  for (const [id, event] of mapped) {
    const hash = contentHash(event);
    if (known.get(id) === hash) {
      summary.unchanged += 1;
      continue;
    }
    planned.push({ external_id: id, hash, merge_into: null, event: eventColumns(event) });
    if (!known.has(id)) fresh.push(event);
  }

  const pool = await candidates(db, fresh);
  for (const item of planned) {
    if (known.has(item.external_id)) continue;
    const event = mapped.get(item.external_id);
    if (event) item.merge_into = findDuplicate(event, pool);
  }

  for (const chunk of chunks(planned)) {
    const { data, error } = await db.rpc('import_apply', {
      p_source_id: source.id,
      p_items: chunk,
      p_dry_run: dryRun,
    });
    if (error) throw new Error(`La base de datos no aceptó la importación: ${error.message}`);
    add(summary, data as Partial<ImportSummary>);
  }

  const { data, error } = await db.rpc('import_finish', {
    p_source_id: source.id,
    p_seen: [...seen],
    p_summary: summary,
    p_complete: complete,
    p_dry_run: dryRun,
  });
  if (error) throw new Error(`La base de datos no cerró la importación: ${error.message}`);
  return data as ImportSummary;
}
