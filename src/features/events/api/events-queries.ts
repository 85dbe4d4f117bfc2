import { queryOptions } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES, TRENDING_FAVORITES_WINDOW_DAYS } from '@/config/constants';
import { defaultRetryDelay } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { isUnreachable, unwrapReachable } from '@/lib/unreachable';
import { mapEventRow } from '../domain/map-event-row';
import type { EventItem, EventRow } from '../domain/types';
import { takeEarlyEvent } from './early-event';
import { takeEarlyListing } from './early-listing';
import { cityListingQuery, LISTING_PAGE_ROWS, type ListingQueryParams } from './listing-query';

export interface CityListingParams extends ListingQueryParams {
  cityId: string;
  /** Row limit for the fast first load; null loads everything. */
  limit: number | null;
}

/** The first `limit` rows, or all of them page by page (the server caps each answer at LISTING_PAGE_ROWS). */
async function fetchCityEvents(params: CityListingParams, signal: AbortSignal): Promise<EventItem[]> {
  const early = takeEarlyListing(params);
  if (early) return early.map((row) => mapEventRow(row, params.today));
  const client = await getSupabase();
  const size = params.limit ?? LISTING_PAGE_ROWS;
  const out: EventItem[] = [];
  for (let from = 0; ; from += size) {
    const rows = unwrapReachable(
      await cityListingQuery(client, params)
        .range(from, from + size - 1)
        .abortSignal(signal)
        .retry(false), // React Query is the one retry layer
    ) as unknown as EventRow[];
    for (const row of rows) out.push(mapEventRow(row, params.today));
    if (params.limit !== null || rows.length < size) return out;
  }
}

async function fetchEvent(id: string, signal: AbortSignal): Promise<EventItem | null> {
  const early = takeEarlyEvent(id);
  if (early) return mapEventRow(early);
  const client = await getSupabase();
  const { data, error } = await client
    .from('events')
    .select('*')
    .eq('id', id)
    .abortSignal(signal)
    .maybeSingle();
  // An id that is not a uuid is a "not found", not a failure.
  if (error && error.code !== '22P02') throw new Error(error.message);
  return data ? mapEventRow(data as EventRow) : null;
}

async function fetchFavoriteCounts(
  ids: readonly string[],
  signal: AbortSignal,
): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const client = await getSupabase();
  const rows = unwrap(
    await client.rpc('get_event_favorite_counts', { p_event_ids: [...ids] }).abortSignal(signal),
  );
  return Object.fromEntries(rows.map((row) => [row.event_id, Number(row.favorite_count)]));
}

async function fetchTrendingCounts(signal: AbortSignal): Promise<Record<string, number>> {
  const client = await getSupabase();
  const query = client.rpc('get_trending_favorite_counts', { p_days: TRENDING_FAVORITES_WINDOW_DAYS });
  const rows = unwrap(await query.abortSignal(signal));
  return Object.fromEntries(rows.map((row) => [row.event_id, Number(row.recent_count)]));
}

export const LIST_UNREACHABLE_RETRIES = 1;
export const LIST_UNREACHABLE_RETRY_DELAY_MS = 1000;

/**
 * The listing's retry policy: an answered error keeps the app's default back-off; an unreachable
 * service is retried once after 1 s, so 'Error cargando eventos' and 'Reintentar' show within seconds.
 */
export const listRetry = (failureCount: number, error: Error): boolean =>
  failureCount < (isUnreachable(error) ? LIST_UNREACHABLE_RETRIES : QUERY_MAX_RETRIES);

export const listRetryDelay = (attempt: number, error: Error): number =>
  isUnreachable(error) ? LIST_UNREACHABLE_RETRY_DELAY_MS : defaultRetryDelay(attempt);

export const eventsKeys = {
  all: ['events'] as const,
  lists: () => [...eventsKeys.all, 'list'] as const,
  list: (p: Omit<CityListingParams, 'towns'>) => [...eventsKeys.lists(), p.cityId, p.today, p.limit] as const,
  detail: (id: string) => [...eventsKeys.all, 'detail', id] as const,
  /** Every "N personas lo han guardado" count, whatever the ids (saving an event changes them). */
  allFavoriteCounts: () => [...eventsKeys.all, 'favorite-counts'] as const,
  favoriteCounts: (ids: readonly string[]) => [...eventsKeys.allFavoriteCounts(), [...ids].sort()] as const,
  trendingCounts: () => [...eventsKeys.all, 'trending-counts'] as const,
};

export const eventsQueries = {
  list: (params: CityListingParams) =>
    queryOptions({
      queryKey: eventsKeys.list(params),
      queryFn: ({ signal }) => fetchCityEvents(params, signal),
      retry: listRetry,
      retryDelay: listRetryDelay,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: eventsKeys.detail(id), queryFn: ({ signal }) => fetchEvent(id, signal) }),
  favoriteCounts: (ids: readonly string[]) =>
    queryOptions({
      queryKey: eventsKeys.favoriteCounts(ids),
      queryFn: ({ signal }) => fetchFavoriteCounts(ids, signal),
      retry: false, // counts are decoration: a failure shows nothing rather than waiting
    }),
  trendingCounts: () =>
    queryOptions({
      queryKey: eventsKeys.trendingCounts(),
      queryFn: ({ signal }) => fetchTrendingCounts(signal),
      retry: false,
    }),
};
