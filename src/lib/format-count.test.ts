import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1234, '1234'],
    [9999, '9999'],
    [10000, '10.000'],
    [12345, '12.345'],
    [123456, '123.456'],
    [1234567, '1.234.567'],
    [-12345, '-12.345'],
    [-3, '-3'],
  ])('%d → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it("gives Intl.NumberFormat('es-ES')'s text for whole counts", () => {
    const intl = new Intl.NumberFormat('es-ES');
    for (let n = 1; n < 1e12; n = n * 3 + 7) {
      expect(formatCount(n)).toBe(intl.format(n));
      expect(formatCount(-n)).toBe(intl.format(-n));
    }
  });
});
