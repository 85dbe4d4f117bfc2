import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

const GAP = 1000;

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Each row: the times (ms) of the calls, and the times at which `fn` ran.
  it.each([
    ['one call runs at once', [0], [0]],
    ['calls within the gap fold into one run at its end', [0, 10, 500, 999], [0, 1000]],
    ['a call after the gap runs at once', [0, 1000], [0, 1000]],
    ['a call long after a folded run runs at once', [0, 100, 3000], [0, 1000, 3000]],
    ['a call right after a folded run waits a whole gap', [0, 100, 1100], [0, 1000, 2000]],
    // The call at 2000 comes after the run at 2000: it gets a run of its own, one gap later.
    [
      'a steady stream runs once per gap',
      [0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000],
      [0, 1000, 2000, 3000],
    ],
  ])('%s', (_name, calls, expected) => {
    const start = Date.now();
    const runs: number[] = [];
    const t = throttle(() => runs.push(Date.now() - start), GAP);
    for (const at of calls) {
      vi.advanceTimersByTime(at - (Date.now() - start));
      t.call();
    }
    vi.advanceTimersByTime(5 * GAP);
    expect(runs).toEqual(expected);
  });

  it('cancel drops the folded run, and a later call runs as usual', () => {
    let runs = 0;
    const t = throttle(() => runs++, GAP);
    t.call();
    t.call();
    t.cancel();
    vi.advanceTimersByTime(5 * GAP);
    expect(runs).toBe(1);
    t.call();
    expect(runs).toBe(2);
  });
});
