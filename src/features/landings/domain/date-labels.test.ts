import { describe, expect, it } from 'vitest';
import { formatLandingDates } from './date-labels';

describe('formatLandingDates', () => {
  it.each([
    ['2026-11-28', '2026-11-28', 'Sábado 28 de noviembre'],
    ['2026-11-27', '2026-11-29', 'Del viernes 27 al domingo 29 de noviembre'],
    ['2026-10-30', '2026-11-01', 'Del viernes 30 de octubre al domingo 1 de noviembre'],
    ['2027-12-31', '2028-01-02', 'Del viernes 31 de diciembre de 2027 al domingo 2 de enero de 2028'],
    ['2026-11-29', '2026-11-27', 'Del viernes 27 al domingo 29 de noviembre'],
    ['2026-02-30', '2026-03-01', ''],
  ])('%s … %s → “%s”', (from, to, label) => expect(formatLandingDates({ from, to })).toBe(label));
});
