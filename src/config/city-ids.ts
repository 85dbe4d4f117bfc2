/**
 * The six city ids, which are also their sub-domain labels. Kept free of imports so that build-time
 * code (vite.config.ts: robots.txt's sitemap lines) can read it too.
 */
export const CITY_IDS = ['bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio'] as const;
export type CityId = (typeof CITY_IDS)[number];
