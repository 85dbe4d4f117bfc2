// Relative import with extension: vite.config.ts reads this file too (robots.txt's sitemap lines).
import { CITY_ROWS } from '../../supabase/functions/_shared/cities.ts';

/** The six city ids, which are also their sub-domain labels. */
export const CITY_IDS = CITY_ROWS.map((city) => city.id);
export type CityId = (typeof CITY_IDS)[number];
