import { describe, it, expect } from 'vitest';
import { levelForPoints, levelProgress } from './level';

describe('levelForPoints (100 per level, from 1)', () => {
  it.each([
    [0, 1],
    [35, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [250, 3],
    [-10, 1],
    [Number.NaN, 1],
  ])('%d points → level %i', (points, level) => expect(levelForPoints(points)).toBe(level));
});

describe('levelProgress', () => {
  it.each([
    // total, level_id, level, progress, pointsToNext, percent
    [0, 1, 1, 0, 100, 0],
    [35, 1, 1, 35, 65, 35],
    [99, 1, 1, 99, 1, 99],
    [100, 2, 2, 0, 100, 0],
    [150, 2, 2, 50, 50, 50],
    [265, 3, 3, 65, 35, 65],
    // level_id missing or invalid: derived from the points.
    [265, null, 3, 65, 35, 65],
    [265, 0, 3, 65, 35, 65],
    // level_id lagging behind the points: progress capped at one level.
    [250, 1, 1, 100, 0, 100],
    // level_id ahead of the points: no negative progress.
    [50, 3, 3, 0, 100, 0],
  ])(
    '%d points, level_id %j → level %i, %i/100, %i to next, %i %%',
    (total, levelId, level, progress, pointsToNext, percent) =>
      expect(levelProgress(total, levelId)).toEqual({ level, progress, pointsToNext, percent }),
  );
});
