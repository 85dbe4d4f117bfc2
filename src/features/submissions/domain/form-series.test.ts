import { describe, expect, it } from 'vitest';
import { EMPTY_FORM } from './form-values';
import {
  firstDatesText,
  formSeries,
  formSeriesDates,
  monthlyRhythm,
  publishPreview,
  seriesDayLabel,
  seriesErrors,
  WEEKDAY_OPTIONS,
  type SeriesValues,
} from './form-series';
import { RECURRENCE_MESSAGES } from '../../../../supabase/functions/_shared/recurrence.ts';
import { FIELD_MESSAGES, SERIES_MESSAGES } from './messages';

// 20 June 2030 is a Thursday.
const BASE: SeriesValues = { ...EMPTY_FORM, startDate: '20/06/2030' };
const WEEKLY: SeriesValues = {
  ...BASE,
  repeat: 'weekly',
  repeatWeekdays: ['TH'],
  repeatUntil: '11/07/2030',
};

describe('formSeries', () => {
  it.each<[string, Partial<SeriesValues>, ReturnType<typeof formSeries>]>([
    ['a single event', { repeat: 'none' }, null],
    [
      'weekly on Thursdays',
      WEEKLY,
      { startDate: '2030-06-20', rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20300711', exdates: [] },
    ],
    [
      'weekly from a Thursday on Tuesdays and Saturdays starts on the Saturday',
      { ...WEEKLY, repeatWeekdays: ['TU', 'SA'] },
      { startDate: '2030-06-22', rule: 'FREQ=WEEKLY;BYDAY=TU,SA;UNTIL=20300711', exdates: [] },
    ],
    ['weekly without days', { ...WEEKLY, repeatWeekdays: [] }, null],
    ['weekly without Hasta', { ...WEEKLY, repeatUntil: '' }, null],
    [
      'monthly: the same weekday of the month (third Thursday)',
      { repeat: 'monthly', repeatUntil: '31/12/2030' },
      { startDate: '2030-06-20', rule: 'FREQ=MONTHLY;BYDAY=3TH;UNTIL=20301231', exdates: [] },
    ],
    [
      'picked dates: the start date is the first, the days between skipped',
      { repeat: 'dates', repeatDates: ['2030-06-23', '2030-06-21', '2030-06-21'] },
      {
        startDate: '2030-06-20',
        rule: 'FREQ=DAILY;UNTIL=20300623',
        exdates: ['2030-06-22'],
      },
    ],
    ['picked dates: none besides the start', { repeat: 'dates', repeatDates: ['2030-06-20'] }, null],
    ['no start date', { ...WEEKLY, startDate: '' }, null],
  ])('%s', (_case, change, expected) => {
    expect(formSeries({ ...BASE, ...change })).toEqual(expected);
  });
});

describe('formSeriesDates', () => {
  it.each<[string, Partial<SeriesValues>, string[] | null]>([
    ['weekly', WEEKLY, ['2030-06-20', '2030-06-27', '2030-07-04', '2030-07-11']],
    [
      'monthly, first Saturday',
      { startDate: '01/06/2030', repeat: 'monthly', repeatUntil: '31/08/2030' },
      ['2030-06-01', '2030-07-06', '2030-08-03'],
    ],
    [
      'picked dates',
      { repeat: 'dates', repeatDates: ['2030-07-02', '2030-06-25'] },
      ['2030-06-20', '2030-06-25', '2030-07-02'],
    ],
    ['longer than a year', { ...WEEKLY, repeatUntil: '01/07/2031' }, null],
    ['a single event', {}, null],
  ])('%s', (_case, change, expected) => {
    expect(formSeriesDates({ ...BASE, ...change })).toEqual(expected);
  });
});

describe('seriesErrors', () => {
  it.each<[string, Partial<SeriesValues>, ReturnType<typeof seriesErrors>]>([
    ['a single event', { repeat: 'none', repeatUntil: 'basura' }, {}],
    ['a valid weekly series', WEEKLY, {}],
    ['no weekday', { ...WEEKLY, repeatWeekdays: [] }, { repeatWeekdays: SERIES_MESSAGES.noWeekday }],
    ['no Hasta', { ...WEEKLY, repeatUntil: ' ' }, { repeatUntil: SERIES_MESSAGES.noUntil }],
    ['Hasta not a date', { ...WEEKLY, repeatUntil: '31/02/2031' }, { repeatUntil: FIELD_MESSAGES.date }],
    [
      'Hasta before the start',
      { ...WEEKLY, repeatUntil: '19/06/2030' },
      { repeatUntil: SERIES_MESSAGES.untilBeforeStart },
    ],
    ['Hasta a year and a day later (366 days)', { ...WEEKLY, repeatUntil: '21/06/2031' }, {}],
    [
      'Hasta later than that',
      { ...WEEKLY, repeatUntil: '22/06/2031' },
      { repeatUntil: RECURRENCE_MESSAGES.tooLong },
    ],
    [
      'monthly too long',
      { repeat: 'monthly', repeatUntil: '20/12/2031' },
      { repeatUntil: RECURRENCE_MESSAGES.tooLong },
    ],
    [
      'no ticked weekday before Hasta',
      { ...WEEKLY, repeatWeekdays: ['MO'], repeatUntil: '22/06/2030' },
      { repeatUntil: SERIES_MESSAGES.noDayInRange },
    ],
    ['picked dates: none', { repeat: 'dates', repeatDates: [] }, { repeatDates: SERIES_MESSAGES.noDates }],
    [
      'picked dates before the start',
      { repeat: 'dates', repeatDates: ['2030-06-18', '2030-06-25'] },
      { repeatDates: SERIES_MESSAGES.datesBeforeStart },
    ],
    [
      'picked dates more than a year on',
      { repeat: 'dates', repeatDates: ['2031-06-22'] },
      { repeatDates: RECURRENCE_MESSAGES.tooLong },
    ],
    [
      'picked dates ignore a leftover Hasta',
      { repeat: 'dates', repeatDates: ['2030-06-25'], repeatUntil: '01/01/2020' },
      {},
    ],
    [
      'no start date: only the group’s own checks',
      { ...WEEKLY, startDate: '', repeatWeekdays: [] },
      { repeatWeekdays: SERIES_MESSAGES.noWeekday },
    ],
  ])('%s', (_case, change, expected) => {
    expect(seriesErrors({ ...BASE, ...change })).toEqual(expected);
  });

  it('the too-long message is the shared rule’s', () => {
    expect(RECURRENCE_MESSAGES.tooLong).toBe('Una serie puede durar como mucho un año.');
  });
});

describe('texts', () => {
  const weeks = ['2030-12-05', '2030-12-12', '2030-12-19', '2030-12-26', '2031-01-02', '2031-01-09'];

  it.each<[string, string]>([
    ['2030-12-05', 'jue 5 dic'],
    ['2030-06-01', 'sáb 1 jun'],
  ])('%s → %s', (day, label) => {
    expect(seriesDayLabel(day)).toBe(label);
  });

  it.each<[string, readonly string[], string]>([
    ['one date', weeks.slice(0, 1), 'jue 5 dic'],
    ['five dates, all shown', weeks.slice(0, 5), 'jue 5 dic, jue 12 dic, jue 19 dic, jue 26 dic, jue 2 ene'],
    ['six dates, five and …', weeks, 'jue 5 dic, jue 12 dic, jue 19 dic, jue 26 dic, jue 2 ene, …'],
  ])('%s', (_case, days, text) => {
    expect(firstDatesText(days)).toBe(text);
  });

  it('preview with the count', () => {
    expect(publishPreview(weeks)).toBe(
      'Se publicará para: jue 5 dic, jue 12 dic, jue 19 dic, jue 26 dic, jue 2 ene, … (6 fechas)',
    );
    expect(publishPreview(weeks.slice(0, 1))).toBe('Se publicará para: jue 5 dic (1 fecha)');
  });

  it.each<[string | null, string | null]>([
    ['2030-06-01', 'el primer sábado de cada mes'],
    ['2030-06-20', 'el tercer jueves de cada mes'],
    ['2030-06-29', 'el último sábado de cada mes'],
    [null, null],
  ])('monthly rhythm of %s', (start, text) => {
    expect(monthlyRhythm(start)).toBe(text);
  });

  it('weekday options, Monday first', () => {
    expect(WEEKDAY_OPTIONS.map((o) => `${o.code} ${o.label}`)).toEqual([
      'MO Lunes',
      'TU Martes',
      'WE Miércoles',
      'TH Jueves',
      'FR Viernes',
      'SA Sábado',
      'SU Domingo',
    ]);
  });
});
