/**
 * A landing page's first screen on a phone is its hero and the first result cards, whose first
 * picture is the page's largest paint. The served HTML carries the city listing's first page (the
 * same request the app makes on a phone) and the picture of the first result, found by the app's
 * own filters and sort, so the first paint draws it and the app's first render needs no request.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { DEFAULT_SORT, FIRST_LOAD_LIMIT_MOBILE } from '../src/config/constants.ts';
import { getProvinceTowns } from '../src/config/provinces.ts';
import type { City } from '../src/config/types.ts';
import { cityTownSet } from '../src/features/city/domain/city-towns.ts';
import type { EarlyListing } from '../src/features/events/api/early-listing.ts';
import { cityListingQuery } from '../src/features/events/api/listing-query.ts';
import { madridDay } from '../src/features/events/domain/dates.ts';
import { EARLY_LISTING_GLOBAL } from '../src/features/events/domain/early-event-global.ts';
import { eventPicture } from '../src/features/events/domain/event-poster.ts';
import { mapEventRow } from '../src/features/events/domain/map-event-row.ts';
import type { EventRow } from '../src/features/events/domain/types.ts';
import type { LandingDefinition } from '../src/features/landings/domain/landings.ts';
import { presetFilters } from '../src/features/landings/domain/presets.ts';
import { filtersFromParams } from '../src/features/listing/hooks/listing-params.ts';
import { filterSorted, visibleEvents } from '../src/features/listing/domain/results.ts';
import { sortEvents } from '../src/features/listing/domain/sort.ts';
import { inlineJson } from '../src/build/inline-json.ts';

interface Api {
  supabaseUrl: string;
  anonKey: string;
}

/** The first page as a phone's app asks for it (useCityEvents), at `now`. */
export async function readEarlyListing(
  landing: LandingDefinition,
  city: City,
  search: URLSearchParams,
  now: Date,
  api: Api,
): Promise<EarlyListing> {
  const base = api.supabaseUrl.replace(/\/+$/, '');
  const client = new PostgrestClient(`${base}/rest/v1`, {
    headers: { apikey: api.anonKey, authorization: `Bearer ${api.anonKey}` },
  });
  const today = madridDay(now);
  const towns = cityTownSet(city, getProvinceTowns(city.province));
  // One attempt: a page waiting on retries is worse than a page without the rows.
  const { data, error } = await cityListingQuery(client, { towns, today })
    .range(0, FIRST_LOAD_LIMIT_MOBILE - 1)
    .retry(false);
  if (error) throw new Error(`No se pudo leer la agenda de ${city.name}: ${error.message}`);
  const rows = data as unknown as EventRow[];
  const filters = filtersFromParams(search, city, presetFilters(landing.preset, city, now));
  const visible = visibleEvents(
    rows.map((row) => mapEventRow(row, today)),
    now,
  );
  const [first] = filterSorted(sortEvents(visible, DEFAULT_SORT), filters, DEFAULT_SORT, city);
  const picture = first ? eventPicture(first, city.theme).sources[0] : undefined;
  return { cityId: city.id, today, limit: FIRST_LOAD_LIMIT_MOBILE, rows, picture };
}

export function earlyListingScript(early: EarlyListing): string {
  return `<script data-head>window[${inlineJson(EARLY_LISTING_GLOBAL)}]=${inlineJson(early)}</script>`;
}
