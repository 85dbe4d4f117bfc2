import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE } from '@/config/constants';
import { dayLabel, spanishNames, type DayLabelPattern } from './dates';

/** The same label from Intl's own formatting of the day at noon in Madrid. */
function viaIntl([y, m, d]: [number, number, number], pattern: DayLabelPattern): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).formatToParts(Date.UTC(y, m - 1, d, 11));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  if (pattern === 'd MMM') return `${part('day')} ${part('month')}`;
  if (pattern === 'd MMM yyyy') return `${part('day')} ${part('month')} ${part('year')}`;
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

const PATTERNS: DayLabelPattern[] = ['EEE, d MMM', 'd MMM', 'd MMM yyyy'];

describe('dayLabel', () => {
  it.each([
    [[2026, 11, 22], 'EEE, d MMM', 'dom, 22 nov'],
    [[2026, 11, 28], 'EEE, d MMM', 'sáb, 28 nov'],
    [[2026, 9, 2], 'd MMM', '2 sept'],
    [[2027, 1, 1], 'd MMM yyyy', '1 ene 2027'],
    [[2028, 2, 29], 'EEE, d MMM', 'mar, 29 feb'],
  ] as const)('%j as %s is %s', (day, pattern, label) => {
    expect(dayLabel(day, pattern)).toBe(label);
  });

  it('matches Intl in Madrid for every day of 2025–2028, in every pattern', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const day: [number, number, number] = [
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
      ];
      for (const pattern of PATTERNS) {
        const expected = viaIntl(day, pattern);
        if (dayLabel(day, pattern) !== expected) mismatches.push(`${day.join('-')} ${pattern}: ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('spanishNames', () => {
  it.each([
    [
      'short',
      ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
      ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    ],
    [
      'long',
      ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
      [
        'enero',
        'febrero',
        'marzo',
        'abril',
        'mayo',
        'junio',
        'julio',
        'agosto',
        'septiembre',
        'octubre',
        'noviembre',
        'diciembre',
      ],
    ],
  ] as const)('%s: weekdays from Sunday and months from January', (width, weekdays, months) => {
    expect(spanishNames(width)).toEqual({ weekdays, months });
  });

  afterEach(() => vi.restoreAllMocks());

  it('drops the period older engines end short names with', async () => {
    const Real = Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      const real = new Real(locale, options);
      return { format: (instant?: number | Date) => `${real.format(instant)}.` } as Intl.DateTimeFormat;
    } as unknown as typeof Intl.DateTimeFormat);
    vi.resetModules();
    const { spanishNames: fresh } = await import('./dates');
    expect(fresh('short').weekdays[6]).toBe('sáb');
    expect(fresh('short').months[0]).toBe('ene');
  });
});
