/**
 * The editorial list (file 000 §2 "Editorial", file 001 §9): the project's search rule over title,
 * subtitle and long text, sort by publication date (newest or oldest first), 6 per page.
 * Pure: the page keeps the state in the URL (?q=, ?orden=, ?pagina=, ?city=).
 */
import { MAP_ZOOM } from '@/config/constants';
import { compileQuery, matchesNormalized } from '@/features/filters/domain/search';
import { FIELD_SEPARATOR, normalizeSearchText } from '@/features/filters/domain/search-text';
import type { EditorialArticle } from './types';

export const EDITORIAL_SORTS = ['recientes', 'antiguos'] as const;
export type EditorialSort = (typeof EDITORIAL_SORTS)[number];
export const DEFAULT_EDITORIAL_SORT: EditorialSort = 'recientes';
export const EDITORIAL_SORT_LABELS: Record<EditorialSort, string> = {
  recientes: 'Más recientes',
  antiguos: 'Más antiguos',
};

/** URL parameter names of the list. */
export const EDITORIAL_PARAMS = { city: 'city', query: 'q', sort: 'orden', page: 'pagina' } as const;

export function parseEditorialSort(value: string | null): EditorialSort {
  return (EDITORIAL_SORTS as readonly string[]).includes(value ?? '')
    ? (value as EditorialSort)
    : DEFAULT_EDITORIAL_SORT;
}

/** A page number from the URL: a positive integer, else 1 (the list clamps it to the last page). */
export function parseEditorialPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Title, subtitle and long text, normalised and joined so a match never straddles two fields. */
function searchableArticleText(article: EditorialArticle): string {
  return [article.title, article.subtitle, ...article.longText]
    .map(normalizeSearchText)
    .filter((field) => field !== '')
    .join(FIELD_SEPARATOR);
}

/** Articles matching the query with the listing's rule (accents and case ignored, typos forgiven). */
export function searchArticles(articles: readonly EditorialArticle[], query: string): EditorialArticle[] {
  const compiled = compileQuery(query);
  if (compiled.text === '') return [...articles];
  return articles.filter((article) => matchesNormalized(searchableArticleText(article), compiled));
}

/** By publication date; ties keep the id order (numeric ids compare as numbers). */
export function sortArticles(articles: readonly EditorialArticle[], sort: EditorialSort): EditorialArticle[] {
  const direction = sort === 'recientes' ? -1 : 1;
  return [...articles].sort(
    (a, b) =>
      direction * a.publishedAt.localeCompare(b.publishedAt) ||
      a.id.localeCompare(b.id, 'es', { numeric: true }),
  );
}

/** Path of an article; `cityId` is added when the list shows another city than the active one. */
export function articlePath(id: string, cityId?: string): string {
  const path = `/editorial/${encodeURIComponent(id)}`;
  return cityId ? `${path}?${EDITORIAL_PARAMS.city}=${encodeURIComponent(cityId)}` : path;
}

/** Path of the list, keeping the city when it is not the active one. */
export function editorialListPath(cityId?: string): string {
  return cityId ? `/editorial?${EDITORIAL_PARAMS.city}=${encodeURIComponent(cityId)}` : '/editorial';
}

/** Embedded map of a place (same map service and zoom as the event page). */
export function articleMapUrl(query: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${MAP_ZOOM}&output=embed`;
}

const PUBLISHED_FORMAT = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-06-12' → '12 de junio de 2025' (a calendar day, so no time zone can move it). */
export function formatPublished(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return PUBLISHED_FORMAT.format(new Date(Date.UTC(year, month - 1, date)));
}
