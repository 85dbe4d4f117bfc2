/**
 * A landing page's first screen on a phone is its hero and the first result cards, whose first
 * picture is the page's largest paint. The served HTML carries the city listing's first page (the
 * same request the app makes on a phone), the listing as the build's first paint drew it for a phone,
 * and the picture of the first result, found by the app's own filters and sort: the first paint
 * draws both, and the app's first render needs no request.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { DEFAULT_SORT, FIRST_LOAD_LIMIT_MOBILE } from '../src/config/constants.ts';
import { getProvinceTowns } from '../src/config/provinces.ts';
import type { City } from '../src/config/types.ts';
import { cityTownSet } from '../src/features/city/domain/city-towns.ts';
import type { EarlyListing } from '../src/features/events/api/early-listing.ts';
import { cityListingQuery } from '../src/features/events/api/listing-query.ts';
import { madridDay } from '../src/features/events/domain/dates.ts';
import { EARLY_LISTING_GLOBAL, phoneListingsFile } from '../src/features/events/domain/early-event-global.ts';
import { eventPicture } from '../src/features/events/domain/event-poster.ts';
import { mapEventRow } from '../src/features/events/domain/map-event-row.ts';
import type { EventRow } from '../src/features/events/domain/types.ts';
import type { LandingDefinition } from '../src/features/landings/domain/landings.ts';
import { presetFilters } from '../src/features/landings/domain/presets.ts';
import { filtersFromParams } from '../src/features/listing/hooks/listing-params.ts';
import { filterSorted, visibleEvents } from '../src/features/listing/domain/results.ts';
import { sortEvents } from '../src/features/listing/domain/sort.ts';
import { inlineJson } from '../src/build/inline-json.ts';

interface Sources {
  supabaseUrl: string;
  anonKey: string;
  /** The static build's files: the city's landing listings as a phone first draws them. */
  fetchAsset: (request: Request) => Promise<Response>;
}

/** How long a landing page waits for the first page before it goes out without it. */
export const EARLY_LISTING_WAIT_MS = 1000;

/** The landing's listing as the build's first paint drew it, if the build has one (not `npm run dev`). */
async function readListingHtml(landing: LandingDefinition, city: City, page: URL, sources: Sources) {
  const response = await sources.fetchAsset(new Request(new URL(`/${phoneListingsFile(city.id)}`, page)));
  if (!response.ok) return undefined;
  const listings = (await response.json()) as Record<string, string | undefined>;
  return listings[landing.id];
}

/** The first page as a phone's app asks for it (useCityEvents) for the landing at `page`, at `now`. */
export async function readEarlyListing(
  landing: LandingDefinition,
  city: City,
  page: URL,
  now: Date,
  api: Sources,
): Promise<EarlyListing> {
  const html = readListingHtml(landing, city, page, api).catch(() => undefined);
  const base = api.supabaseUrl.replace(/\/+$/, '');
  const client = new PostgrestClient(`${base}/rest/v1`, {
    headers: { apikey: api.anonKey, authorization: `Bearer ${api.anonKey}` },
  });
  const today = madridDay(now);
  const towns = cityTownSet(city, getProvinceTowns(city.province));
  // One attempt, for at most EARLY_LISTING_WAIT_MS: a page waiting on retries, or on an API that
  // does not answer, is worse than a page without the rows (the app asks for them itself).
  const { data, error } = await cityListingQuery(client, { towns, today })
    .range(0, FIRST_LOAD_LIMIT_MOBILE - 1)
    .abortSignal(AbortSignal.timeout(EARLY_LISTING_WAIT_MS))
    .retry(false);
  if (error) throw new Error(`No se pudo leer la agenda de ${city.name}: ${error.message}`);
  const rows = data as unknown as EventRow[];
  const filters = filtersFromParams(page.searchParams, city, presetFilters(landing.preset, city, now));
  const visible = visibleEvents(
    rows.map((row) => mapEventRow(row, today)),
    now,
  );
  const [first] = filterSorted(sortEvents(visible, DEFAULT_SORT), filters, DEFAULT_SORT, city);
  const picture = first ? eventPicture(first, city.theme).sources[0] : undefined;
  return { cityId: city.id, today, limit: FIRST_LOAD_LIMIT_MOBILE, rows, picture, html: await html };
}

export function earlyListingScript(early: EarlyListing): string {
  return `<script data-head>window[${inlineJson(EARLY_LISTING_GLOBAL)}]=${inlineJson(early)}</script>`;
}
