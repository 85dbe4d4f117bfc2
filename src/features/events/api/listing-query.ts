import type { SupabaseClient } from '@supabase/supabase-js';
import { LISTING_COLUMNS } from './event-columns';

export interface ListingQueryParams {
  /** The city's town values (see cityTownSet). */
  towns: readonly string[];
  /** Today's Madrid day, 'yyyy-MM-dd': events ending (or, without an end, starting) today or later. */
  today: string;
}

/**
 * PostgREST answers at most this many rows per request (supabase/config.toml [api] max_rows, also
 * the hosted default): the full load asks for pages of this size, or a big city would be cut short.
 */
export const LISTING_PAGE_ROWS = 1000;

/**
 * The city listing's request, before any limit or range. Kept apart from the query hooks so that
 * `npm run bench` (tests/bench/data-bench.ts) issues exactly the request the app issues.
 */
export function cityListingQuery(client: SupabaseClient, params: ListingQueryParams) {
  return client
    .from('events')
    .select(LISTING_COLUMNS)
    .in('town', [...params.towns])
    // Moderators may read hidden events (to show them again); the listing never shows them.
    .is('hidden_at', null)
    .or(`end_date.gte.${params.today},and(end_date.is.null,start_date.gte.${params.today})`)
    .order('start_date', { ascending: true })
    .order('id', { ascending: true });
}
