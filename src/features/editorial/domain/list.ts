/** The editorial list's search, sort and paths. Pure: the page keeps the state in the URL. */
import { getCity } from '@/config/cities';
import { MAP_ZOOM } from '@/config/constants';
import type { City } from '@/config/types';
import { spanishNames } from '@/features/events';
import { compileQuery, matchesNormalized, FIELD_SEPARATOR, normalizeSearchText } from '@/features/listing';
import type { EditorialArticle } from '@/content/editorial/types';
import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';
import { MONTHS_EU, dayNumberEu, yearEu } from '../../../../supabase/functions/_shared/basque_text.ts';

/** The sorts; the first is the default. */
export type EditorialSort = 'recientes' | 'antiguos';

/** The sorts' labels, in the page's language. */
export const editorialSortLabels = (): Record<EditorialSort, string> => ({
  recientes: m.editorial_sort_newest(),
  antiguos: m.editorial_sort_oldest(),
});

export const EDITORIAL_PARAMS = { city: 'city', query: 'q', sort: 'orden', page: 'pagina' } as const;

export function parseEditorialSort(value: string | null): EditorialSort {
  return value === 'antiguos' ? value : 'recientes';
}

/** The city a page shows: ?city= when it names another city than the active one (then `cityParam`). */
export function editorialCity(active: City, params: URLSearchParams): { city: City; cityParam?: string } {
  const other = getCity(params.get(EDITORIAL_PARAMS.city));
  return other && other.id !== active.id ? { city: other, cityParam: other.id } : { city: active };
}

/** A page number from the URL: a positive integer, else 1 (the list clamps it to the last page). */
export function parseEditorialPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Articles whose title, subtitle or long text match the query with the listing's rule (accents and
 * case ignored, typos forgiven); the fields are joined so a match never straddles two of them.
 */
export function searchArticles(articles: readonly EditorialArticle[], query: string): EditorialArticle[] {
  const compiled = compileQuery(query);
  if (compiled.text === '') return [...articles];
  return articles.filter((article) => {
    const fields = [article.title, article.subtitle, ...article.longText].map(normalizeSearchText);
    return matchesNormalized(fields.filter((field) => field !== '').join(FIELD_SEPARATOR), compiled);
  });
}

const ID_CHUNKS = /\d+|\D+/g;

/**
 * Ids in natural order: runs of digits compare as numbers ('2' before '10'), the rest as text.
 * Written out rather than Intl.Collator: a page's first Intl use loads the browser's ICU data.
 */
function compareIds(a: string, b: string): number {
  const x = a.match(ID_CHUNKS) ?? [];
  const y = b.match(ID_CHUNKS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    if (p === q) continue;
    const byNumber = /^\d/.test(p) && /^\d/.test(q) ? Number(p) - Number(q) : 0;
    return byNumber || (p < q ? -1 : 1);
  }
  return x.length - y.length;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By publication date ('yyyy-MM-dd', so text order is date order); ties in natural id order. */
export function sortArticles(articles: readonly EditorialArticle[], sort: EditorialSort): EditorialArticle[] {
  const direction = sort === 'recientes' ? -1 : 1;
  return [...articles].sort(
    (a, b) => direction * compareText(a.publishedAt, b.publishedAt) || compareIds(a.id, b.id),
  );
}

/** `path` with the city when it is not the active one. */
const withCity = (path: string, cityId?: string) =>
  cityId ? `${path}?${EDITORIAL_PARAMS.city}=${encodeURIComponent(cityId)}` : path;

export const articlePath = (id: string, cityId?: string) =>
  withCity(`/editorial/${encodeURIComponent(id)}`, cityId);

export const editorialListPath = (cityId?: string) => withCity('/editorial', cityId);

/** Embedded map of a place (same map service and zoom as the event page). */
export function articleMapUrl(query: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${MAP_ZOOM}&output=embed`;
}

/**
 * '2025-06-12' → '12 de junio de 2025', in Basque '2025eko ekainaren 12a' (a calendar day, so no time
 * zone can move it).
 */
export function formatPublished(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date || month > 12) return day;
  if (getLocale() === 'eu')
    return `${yearEu(year)} ${MONTHS_EU[month - 1]}ren ${dayNumberEu(date, 'absolutive')}`;
  return `${date} de ${spanishNames('long').months[month - 1]} de ${year}`;
}
