/**
 * Pagination with at most 3 page numbers: a window centred on the current page, an 'ellipsis' where
 * pages are skipped (Anterior/Siguiente and "page N of M" cover the first and last). With 10 pages,
 * page 1 → [1, 2, 3, 'ellipsis'], 5 → ['ellipsis', 4, 5, 6, 'ellipsis'], 10 → ['ellipsis', 8, 9, 10].
 */
import { PAGINATION_MAX_NUMBERS } from '@/config/constants';

type PageItem = number | 'ellipsis';

/** Number of pages; 0 when there is nothing to show. */
export function totalPages(itemCount: number, pageSize: number): number {
  if (itemCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(itemCount / pageSize);
}

/** `page` clamped to 1…total (1 when there are no pages). */
function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page) || total <= 0) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), total);
}

export interface Page<T> {
  items: T[];
  /** The page actually shown, after clamping (an out-of-range page shows the last one). */
  page: number;
  totalPages: number;
  totalItems: number;
}

/** One page of items (pages count from 1). */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const total = totalPages(items.length, pageSize);
  const current = clampPage(page, total);
  const start = (current - 1) * pageSize;
  return {
    items: total === 0 ? [] : items.slice(start, start + pageSize),
    page: current,
    totalPages: total,
    totalItems: items.length,
  };
}

export function pageNumbers(
  current: number,
  total: number,
  max: number = PAGINATION_MAX_NUMBERS,
): PageItem[] {
  if (total <= 0) return [];
  const size = Math.max(1, Math.min(Math.trunc(max), total));
  const page = clampPage(current, total);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  const numbers = Array.from({ length: size }, (_, i) => first + i);
  const last = first + size - 1;
  return [
    ...(first > 1 ? ['ellipsis' as const] : []),
    ...numbers,
    ...(last < total ? ['ellipsis' as const] : []),
  ];
}
