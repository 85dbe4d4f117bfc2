/** The city the browser and data figures are taken on, and how the app reads its listing. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getCity } from '../../src/config/cities.ts';
import { getProvinceTowns } from '../../src/config/provinces.ts';
import { cityTownSet } from '../../src/features/city/domain/city-towns.ts';
import { cityListingQuery } from '../../src/features/events/api/listing-query.ts';
import { madridDay } from '../../src/features/events/domain/dates.ts';
import { buildEventPath } from '../../src/features/events/domain/event-url.ts';
import { mapEventRow } from '../../src/features/events/domain/map-event-row.ts';
import type { EventRow } from '../../src/features/events/domain/types.ts';

/** Its sub-domain is the one the pages are loaded on; its listing is the one measured. */
export const BENCH_CITY_ID = 'bilbao';

/** The town set the app's listing query uses for the bench city (cityTownSet). */
export function benchCityTowns(): string[] {
  const city = getCity(BENCH_CITY_ID);
  if (!city) throw new Error(`bench: unknown city ${BENCH_CITY_ID}`);
  return cityTownSet(city, getProvinceTowns(city.province));
}

/** The path of the first upcoming event of the city's listing (a seeded one: run before seeding more). */
export async function seededEventPath(client: SupabaseClient): Promise<string> {
  const { data, error } = await cityListingQuery(client, {
    towns: benchCityTowns(),
    today: madridDay(new Date()),
  }).limit(1);
  if (error || !data?.[0]) throw new Error(`bench: no seeded event found (${error?.message ?? 'empty'})`);
  return buildEventPath(mapEventRow(data[0] as unknown as EventRow));
}
