import type { PostgrestClient } from '@supabase/postgrest-js';

export interface ListingQueryParams {
  /** The city's town values (see cityTownSet). */
  towns: readonly string[];
  /** Today's Madrid day: events ending (or, without an end, starting) today or later. */
  today: string;
}

/** What cards ('Cancelado', 'En euskera'), filters, search and sorting read; detail-only columns stay out. */
const LISTING_COLUMNS =
  'id,image_url,title,description,category_id,subcategory,venue,town,neighborhood,address,' +
  'start_date,end_date,start_time,end_time,price,is_free,ticket_url,info_url,organizer,tags,artist,' +
  'destacado,color,recurrence_rule,recurrence_exdates,occurrence_dates,status,language';

/** PostgREST's max_rows per request: the full load asks for pages of this size. */
export const LISTING_PAGE_ROWS = 1000;

/** The listing's request before any range; the app, the edge (early-listing.ts) and the bench send it. */
export function cityListingQuery(client: Pick<PostgrestClient, 'from'>, params: ListingQueryParams) {
  return (
    client
      .from('events')
      .select(LISTING_COLUMNS)
      .in('town', [...params.towns])
      // Moderators may read hidden events (to show them again); the listing never shows them.
      .is('hidden_at', null)
      .or(`end_date.gte.${params.today},and(end_date.is.null,start_date.gte.${params.today})`)
      .order('start_date', { ascending: true })
      .order('id', { ascending: true })
  );
}
