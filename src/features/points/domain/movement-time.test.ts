import { describe, expect, it } from 'vitest';
import { formatMovementTime } from './movement-time';

describe('formatMovementTime', () => {
  it.each([
    ['2026-09-05T08:05:00Z', '5 sep 2026, 10:05'],
    ['2026-11-23T23:30:00Z', '24 nov 2026, 00:30'],
    ['2026-01-01T00:00:00+01:00', '1 ene 2026, 00:00'],
    ['no es una fecha', ''],
  ])('%s → %j', (iso, text) => {
    expect(formatMovementTime(iso)).toBe(text);
  });
});
