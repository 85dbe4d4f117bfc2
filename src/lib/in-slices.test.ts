import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from './in-slices';

describe('inSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    [
      10,
      4,
      [
        [0, 4],
        [4, 8],
        [8, 10],
      ],
    ],
    [
      8,
      4,
      [
        [0, 4],
        [4, 8],
      ],
    ],
    [3, 10, [[0, 3]]],
    [0, 4, [[0, 0]]],
    [
      2,
      0,
      [
        [0, 1],
        [1, 2],
      ],
    ],
  ])('%i items by %i: one slice per task, then done', (total, size, expected) => {
    const slices: number[][] = [];
    const done = vi.fn();
    inSlices(total, size, (start, end) => slices.push([start, end]), done);
    expect(slices).toEqual([]);
    for (let i = 0; i < expected.length; i++) {
      vi.advanceTimersToNextTimer();
      expect(slices).toEqual(expected.slice(0, i + 1));
    }
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled: no further slice, no done', () => {
    const slices: number[][] = [];
    const done = vi.fn();
    const cancel = inSlices(10, 4, (start, end) => slices.push([start, end]), done);
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(slices).toEqual([[0, 4]]);
    expect(done).not.toHaveBeenCalled();
  });
});
