import { describe, expect, it } from 'vitest';
import { savedCountText, visitsText } from './count-texts';

describe('count texts', () => {
  it.each([
    [undefined, null, null],
    [0, null, null],
    [-1, null, null],
    [Number.NaN, null, null],
    [1, '1 persona lo ha guardado', '1 visita'],
    [2, '2 personas lo han guardado', '2 visitas'],
    [12345, '12.345 personas lo han guardado', '12.345 visitas'],
  ])('%s → %s / %s', (count, saved, visits) => {
    expect(savedCountText(count)).toBe(saved);
    expect(visitsText(count)).toBe(visits);
  });
});
