/**
 * Series, fixed clock: the rule's days (rrule), the next date shown, the rhythm in Spanish, the
 * wall-clock time kept across both daylight-saving changes, and every listing rule reading the dates.
 */
import { describe, expect, it } from 'vitest';
import {
  recurrenceDates,
  recurrenceProblem,
  RECURRENCE_MESSAGES,
  seriesFromChoice,
} from '../../../../supabase/functions/_shared/recurrence.ts';
import { createDateRangeMatcher, seriesAtRange } from '@/features/listing/domain/date-filter';
import { eventStartInstant, isExpired, isVisibleInListing, isVisibleOnDay } from './dates';
import { mapEventRow } from './map-event-row';
import { seriesRhythm, upcomingDates } from './series';
import type { EventRow } from './types';

describe('recurrenceDates', () => {
  it.each([
    [
      'weekly, UNTIL inclusive',
      '2026-12-03',
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261224',
      [],
      ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24'],
    ],
    [
      'EXDATE skips a day',
      '2026-12-03',
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261224',
      ['2026-12-17'],
      ['2026-12-03', '2026-12-10', '2026-12-24'],
    ],
    [
      'COUNT counts skipped days too',
      '2026-12-03',
      'FREQ=WEEKLY;COUNT=3',
      ['2026-12-10'],
      ['2026-12-03', '2026-12-17'],
    ],
    [
      'INTERVAL=2, Saturdays',
      '2026-12-05',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=3',
      [],
      ['2026-12-05', '2026-12-19', '2027-01-02'],
    ],
    [
      'monthly 1SA',
      '2026-11-07',
      'FREQ=MONTHLY;BYDAY=1SA;COUNT=4',
      [],
      ['2026-11-07', '2026-12-05', '2027-01-02', '2027-02-06'],
    ],
    [
      'BYMONTHDAY=31 skips short months',
      '2027-01-31',
      'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4',
      [],
      ['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31'],
    ],
    [
      'daily across the March change',
      '2027-03-27',
      'FREQ=DAILY;COUNT=3',
      [],
      ['2027-03-27', '2027-03-28', '2027-03-29'],
    ],
    [
      'daily across the October change',
      '2027-10-30',
      'FREQ=DAILY;COUNT=3',
      [],
      ['2027-10-30', '2027-10-31', '2027-11-01'],
    ],
  ] as const)('%s', (_name, start, rule, exdates, expected) => {
    expect(recurrenceDates(start, rule, exdates)).toEqual(expected);
  });

  it.each([
    ['2026-12-03', 'FREQ=YEARLY;COUNT=2', RECURRENCE_MESSAGES.freq],
    ['2026-12-03', 'FREQ=WEEKLY', RECURRENCE_MESSAGES.countOrUntil],
    ['2026-12-03', 'FREQ=WEEKLY;UNTIL=20271205', RECURRENCE_MESSAGES.tooLong],
    ['2026-12-03', 'FREQ=WEEKLY;COUNT=54', RECURRENCE_MESSAGES.tooLong],
    ['2026-12-02', 'FREQ=WEEKLY;BYDAY=TH;COUNT=2', RECURRENCE_MESSAGES.startNotFirst],
    ['2026-12-03', 'FREQ=WEEKLY;BYHOUR=20;COUNT=2', 'La regla de repetición usa BYHOUR, que no se admite.'],
  ])('%s %s is refused', (start, rule, message) => {
    expect(recurrenceProblem(start, rule)).toBe(message);
  });

  it('a 20:00 class stays 20:00 in Madrid across both daylight-saving changes', () => {
    for (const [start, utcHours] of [
      ['2027-03-25', [19, 18]], // Thursday before the last Sunday of March: winter, then summer
      ['2027-10-28', [18, 19]], // before the last Sunday of October: summer, then winter
    ] as const) {
      const days = recurrenceDates(start, 'FREQ=WEEKLY;COUNT=2');
      const instants = days.map((d) =>
        eventStartInstant({ startDate: d, endDate: '', startTime: '20:00', endTime: '' }),
      );
      expect(instants.map((i) => i?.getUTCHours())).toEqual(utcHours);
    }
  });
});

describe('seriesFromChoice', () => {
  it('weekly from a Tuesday on Thursdays starts on the Thursday', () => {
    expect(seriesFromChoice('2026-12-01', { kind: 'weekly', weekdays: ['TH'], until: '2027-01-07' })).toEqual(
      {
        startDate: '2026-12-03',
        rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270107',
        exdates: [],
      },
    );
  });
  it('monthly: the same weekday of the month as the first day', () => {
    expect(seriesFromChoice('2026-12-05', { kind: 'monthly', until: '2027-03-01' }).rule).toBe(
      'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270301',
    );
    expect(seriesFromChoice('2026-12-31', { kind: 'monthly', until: '2027-03-01' }).rule).toBe(
      'FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20270301',
    );
  });
  it('picked dates: a daily rule with the other days skipped, which expands back to them', () => {
    const s = seriesFromChoice('2026-12-09', {
      kind: 'dates',
      dates: ['2026-12-12', '2026-12-05', '2026-12-09'],
    });
    expect(recurrenceDates(s.startDate, s.rule, s.exdates)).toEqual([
      '2026-12-05',
      '2026-12-09',
      '2026-12-12',
    ]);
  });
});

const row = (over: Partial<EventRow> = {}): EventRow => ({
  id: 'e1',
  title: 'Pintxo-pote',
  start_date: '2026-11-05',
  end_date: '2027-01-28',
  start_time: '19:00',
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128',
  recurrence_exdates: ['2026-12-24'],
  occurrence_dates: [
    '2026-11-05',
    '2026-11-12',
    '2026-11-19',
    '2026-11-26',
    '2026-12-03',
    '2026-12-10',
    '2026-12-17',
    '2026-12-31',
  ],
  ...over,
});

describe('a series in the listing', () => {
  const today = '2026-11-27';
  const e = mapEventRow(row(), today);

  it('is shown at its next date, with its rhythm', () => {
    expect(e.startDate).toBe('2026-12-03');
    expect(e.endDate).toBe('');
    expect(seriesRhythm(e)).toBe('Cada jueves');
    expect(upcomingDates(e, today)).toEqual(['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-31']);
  });

  it('matches a range when any date falls in it, and not a week without one', () => {
    expect(createDateRangeMatcher({ from: '2026-12-14', to: '2026-12-20' })(e)).toBe(true);
    expect(createDateRangeMatcher({ from: '2026-12-21', to: '2026-12-27' })(e)).toBe(false);
    expect(isVisibleOnDay(e, '2026-12-10')).toBe(true);
    expect(isVisibleOnDay(e, '2026-12-11')).toBe(false);
  });

  it('is listed and not expired until its last date has passed', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isVisibleInListing(e, now)).toBe(true);
    expect(isExpired(e, now)).toBe(false);
    const after = mapEventRow(row(), '2027-01-02');
    expect(after.startDate).toBe('2026-12-31');
    expect(isExpired(after, new Date('2027-01-02T10:00:00Z'))).toBe(true);
  });

  it("expires when its last date's end time has passed, not when today's date is over", () => {
    const evening = (today: string) => mapEventRow(row({ end_time: '21:00' }), today);
    // Thursday 3 December, 22:00 in Madrid: that date is over, the next Thursdays are still to come.
    expect(isExpired(evening('2026-12-03'), new Date('2026-12-03T21:00:00Z'))).toBe(false);
    // The last date, 31 December: on until 21:00 in Madrid (20:00 UTC).
    expect(isExpired(evening('2026-12-31'), new Date('2026-12-31T19:30:00Z'))).toBe(false);
    expect(isExpired(evening('2026-12-31'), new Date('2026-12-31T20:30:00Z'))).toBe(true);
  });

  it('a row without expanded dates reads as a single event', () => {
    expect(mapEventRow(row({ occurrence_dates: null }), today).series).toBeUndefined();
  });

  it.each([
    ['FREQ=WEEKLY;BYDAY=TH;COUNT=3', 'Cada jueves'],
    ['FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3', 'Cada martes y jueves'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=3', 'Cada 2 semanas, sábados'],
    ['FREQ=MONTHLY;BYDAY=1SA;COUNT=3', 'Primer sábado de cada mes'],
    ['FREQ=MONTHLY;BYDAY=-1FR;COUNT=3', 'Último viernes de cada mes'],
    ['FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3', 'El día 15 de cada mes'],
    ['FREQ=DAILY;COUNT=3', 'Cada día'],
  ])('%s reads "%s"', (rule, text) => {
    expect(
      seriesRhythm({ series: { rule, exdates: [], dates: ['2026-12-01'], firstDate: '2026-12-01' } }),
    ).toBe(text);
  });

  it('picked dates read "Varias fechas"', () => {
    const s = seriesFromChoice('2026-12-05', {
      kind: 'dates',
      dates: ['2026-12-05', '2026-12-12', '2026-12-20'],
    });
    expect(
      seriesRhythm({
        series: {
          rule: s.rule,
          exdates: s.exdates,
          dates: ['2026-12-05', '2026-12-12', '2026-12-20'],
          firstDate: s.startDate,
        },
      }),
    ).toBe('Varias fechas');
  });
});

describe('a series under a chosen date range', () => {
  it('is shown at its first date in the range, and left alone without one', () => {
    const e = mapEventRow(row(), '2026-11-27');
    const [moved] = seriesAtRange([e], { from: '2026-12-14', to: '2026-12-20' });
    expect(moved?.startDate).toBe('2026-12-17');
    expect(seriesAtRange([e], null)[0]).toBe(e);
    const inRange = [e];
    expect(seriesAtRange(inRange, { from: '2026-12-01', to: '2026-12-06' })).toBe(inRange);
  });
});
