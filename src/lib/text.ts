/** Text helpers shared by search, slugs and the city/town matching. Pure. */

const DIACRITICS = /[\u0300-\u036f]/g;

/** Lower-case and strip accents: 'Música Begoña' → 'musica begona'. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

/** URL slug: accents stripped, lower-case, non-alphanumerics collapsed to single hyphens. */
export function slugify(value: string): string {
  return normalizeText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
