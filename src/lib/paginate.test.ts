import { describe, expect, it } from 'vitest';
import { pageNumbers, paginate } from './paginate';

describe('pageNumbers (at most 3 numbers, ellipses where pages are skipped)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'ellipsis']],
    [2, 10, [1, 2, 3, 'ellipsis']],
    [3, 10, ['ellipsis', 2, 3, 4, 'ellipsis']],
    [5, 10, ['ellipsis', 4, 5, 6, 'ellipsis']],
    [9, 10, ['ellipsis', 8, 9, 10]],
    [10, 10, ['ellipsis', 8, 9, 10]],
    [42, 10, ['ellipsis', 8, 9, 10]],
    [1, 0, []],
    [2, 4, [1, 2, 3, 'ellipsis']],
    [3, 4, ['ellipsis', 2, 3, 4]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageNumbers(current, total)).toEqual(expected);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1],
    [3, [19, 20], 3],
    [9, [19, 20], 3], // beyond the end: the last page
    [0, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1],
  ])('page %i of 20 items by 9 → %j', (page, expected, shown) => {
    expect(paginate(items, page, 9)).toEqual({ items: expected, page: shown, totalPages: 3 });
  });

  it.each([
    [0, 9, 0],
    [9, 9, 1],
    [10, 9, 2],
    [18, 6, 3],
    [19, 6, 4],
  ])('%i items by %i → %i pages', (count, size, pages) => {
    expect(paginate(Array.from({ length: count }), 1, size).totalPages).toBe(pages);
  });

  it('gives an empty first page when there is nothing', () => {
    expect(paginate([], 3, 9)).toEqual({ items: [], page: 1, totalPages: 0 });
  });
});
