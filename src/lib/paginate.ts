/**
 * Pagination with at most 3 page numbers: a window centred on the current page, an 'ellipsis' where
 * pages are skipped (Anterior/Siguiente and "page N of M" cover the first and last). With 10 pages,
 * page 1 → [1, 2, 3, 'ellipsis'], 5 → ['ellipsis', 4, 5, 6, 'ellipsis'], 10 → ['ellipsis', 8, 9, 10].
 */
import { PAGINATION_MAX_NUMBERS } from '@/config/constants';

/** `page` clamped to 1…total (1 when there are no pages). */
const clampPage = (page: number, total: number) =>
  !Number.isFinite(page) || total <= 0 ? 1 : Math.min(Math.max(1, Math.trunc(page)), total);

/** One page of items (pages count from 1); an out-of-range page shows the last one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const totalPages = pageSize > 0 ? Math.ceil(items.length / pageSize) : 0;
  const current = clampPage(page, totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages };
}

export function pageNumbers(current: number, total: number): (number | 'ellipsis')[] {
  if (total <= 0) return [];
  const size = Math.min(PAGINATION_MAX_NUMBERS, total);
  const first = Math.min(
    Math.max(1, clampPage(current, total) - Math.floor((size - 1) / 2)),
    total - size + 1,
  );
  const last = first + size - 1;
  return [
    ...(first > 1 ? ['ellipsis' as const] : []),
    ...Array.from({ length: size }, (_, i) => first + i),
    ...(last < total ? ['ellipsis' as const] : []),
  ];
}
