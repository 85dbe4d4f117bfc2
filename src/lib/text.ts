/** Text helpers for search, slugs and the city/town matching: the edge functions' own, so both sides agree. */
export { normalizeText } from '../../supabase/functions/_shared/towns.ts';
export { slugify } from '../../supabase/functions/_shared/site.ts';
