/**
 * The upcoming events of a city, read as the app's listing reads them: town in the city's town set,
 * and end date today or later (or, without an end date, start date today or later), by start date.
 * A series counts while its last date is ahead: the database keeps its end_date at that date.
 * Pages through PostgREST (1000 rows a page) applying an optional in-memory filter until `limit`
 * matching rows are found or `maxRows` rows were read.
 */
import { cityTownSet } from './city_towns.ts';
import { EVENT_COLUMNS, EVENT_COLUMNS_WITH_EU } from './event_text.ts';
import type { EventRow } from './event_text.ts';
import type { SupabaseClient } from './supabase.ts';

export const PAGE_SIZE = 1000;

export interface UpcomingQuery {
  cityId: string;
  /** Madrid day 'YYYY-MM-DD'. */
  today: string;
  /** Only events starting on or before this day. */
  until?: string;
  freeOnly?: boolean;
  filter?: (e: EventRow) => boolean;
  limit: number;
  /** Rows read at most (default 10 000). */
  maxRows?: number;
  /** Also read the Basque title and description (for a text written in Basque). */
  withBasque?: boolean;
}

export async function fetchUpcomingEvents(client: SupabaseClient, q: UpcomingQuery): Promise<EventRow[]> {
  const towns = cityTownSet(q.cityId);
  if (towns.length === 0) return [];
  const out: EventRow[] = [];
  const maxRows = q.maxRows ?? 10_000;
  for (let from = 0; from < maxRows && out.length < q.limit; from += PAGE_SIZE) {
    let query = client
      .from('events')
      .select(q.withBasque ? EVENT_COLUMNS_WITH_EU : EVENT_COLUMNS)
      .in('town', towns)
      // The service role reads past RLS: a hidden event must not reach a feed or an e-mail.
      .is('hidden_at', null)
      .or(`end_date.gte.${q.today},and(end_date.is.null,start_date.gte.${q.today})`);
    if (q.until) query = query.lte('start_date', q.until);
    if (q.freeOnly) query = query.eq('is_free', true);
    const { data, error } = await query
      .order('start_date', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new Error(`events: ${error.message}`);
    const rows = (data ?? []) as unknown as EventRow[];
    for (const row of rows) {
      if (!q.filter || q.filter(row)) out.push(row);
      if (out.length >= q.limit) break;
    }
    if (rows.length < PAGE_SIZE) break;
  }
  return out;
}
