import { describe, expect, it } from 'vitest';
import { seriesListDay, seriesSummary, submissionSeries } from './submission';

const THURSDAYS = {
  start_date: '2030-12-05',
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20310220',
  recurrence_exdates: [],
};

describe('submissionSeries', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof submissionSeries>]>([
    ['a single event', { start_date: '2030-12-05' }, null],
    ['a blank rule', { ...THURSDAYS, recurrence_rule: ' ' }, null],
    [
      'every Thursday',
      THURSDAYS,
      {
        rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20310220',
        exdates: [],
        dates: [
          '2030-12-05',
          '2030-12-12',
          '2030-12-19',
          '2030-12-26',
          '2031-01-02',
          '2031-01-09',
          '2031-01-16',
          '2031-01-23',
          '2031-01-30',
          '2031-02-06',
          '2031-02-13',
          '2031-02-20',
        ],
        rhythm: 'Cada jueves',
        problem: null,
      },
    ],
    [
      'first Saturday of each month, written in lower case',
      { start_date: '2030-12-07', recurrence_rule: 'rrule:freq=monthly;byday=1sa;until=20310201' },
      {
        rule: 'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20310201',
        exdates: [],
        dates: ['2030-12-07', '2031-01-04', '2031-02-01'],
        rhythm: 'Primer sábado de cada mes',
        problem: null,
      },
    ],
    [
      'picked dates: a daily rule with skipped days',
      {
        start_date: '2030-12-05',
        recurrence_rule: 'FREQ=DAILY;UNTIL=20301215',
        recurrence_exdates: [
          '2030-12-06',
          '2030-12-07',
          '2030-12-08',
          '2030-12-09',
          '2030-12-11',
          '2030-12-12',
          '2030-12-13',
          '2030-12-14',
          5,
        ],
      },
      {
        rule: 'FREQ=DAILY;UNTIL=20301215',
        exdates: [
          '2030-12-06',
          '2030-12-07',
          '2030-12-08',
          '2030-12-09',
          '2030-12-11',
          '2030-12-12',
          '2030-12-13',
          '2030-12-14',
        ],
        dates: ['2030-12-05', '2030-12-10', '2030-12-15'],
        rhythm: 'Varias fechas',
        problem: null,
      },
    ],
    [
      'a rule the shared code refuses',
      { ...THURSDAYS, recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20320101' },
      {
        rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20320101',
        exdates: [],
        dates: [],
        rhythm: 'Cada jueves',
        problem: 'Una serie puede durar como mucho un año.',
      },
    ],
  ])('%s', (_case, payload, expected) => {
    expect(submissionSeries({ payload })).toEqual(expected);
  });
});

describe('texts', () => {
  it('summary: rhythm, count and the first dates', () => {
    const series = submissionSeries({ payload: THURSDAYS })!;
    expect(seriesSummary(series)).toBe(
      'Cada jueves · 12 fechas: jue 5 dic, jue 12 dic, jue 19 dic, jue 26 dic, jue 2 ene, …',
    );
    expect(seriesSummary({ rhythm: 'Varias fechas', dates: ['2030-12-05', '2030-12-10'] })).toBe(
      'Varias fechas · 2 fechas: jue 5 dic, mar 10 dic',
    );
  });

  it('a date of the full list carries its year', () => {
    expect(seriesListDay('2031-01-02')).toBe('jue 2 ene 2031');
  });
});
