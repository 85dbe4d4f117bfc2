import { describe, expect, it } from 'vitest';
import {
  CANCELLED_LABEL_EU,
  datesTextEu,
  dayNumberEu,
  dayRangeEu,
  describeRecurrenceEu,
  longDayEu,
  MONTHS_EU,
  priceTextEu,
  seriesRhythmEu,
  timesTextEu,
  WEEKDAYS_EU,
  whenTextEu,
  yearEu,
} from '../../supabase/functions/_shared/basque_text.ts';
import { describeRecurrence } from '../../supabase/functions/_shared/series_view.ts';
import { eventRow } from '../../supabase/functions/_shared/test_events.ts';

describe('day numbers', () => {
  // Each day as it is said: a final consonant (bat, bost, hamar) puts an 'e' before '-tik', '-ra' and
  // '-an'; a final 'a' (hamaika) takes only '-n' in the locative.
  it.each([
    [1, 'bat', '1a', '1etik', '1era', '1ean'],
    [2, 'bi', '2a', '2tik', '2ra', '2an'],
    [3, 'hiru', '3a', '3tik', '3ra', '3an'],
    [4, 'lau', '4a', '4tik', '4ra', '4an'],
    [5, 'bost', '5a', '5etik', '5era', '5ean'],
    [6, 'sei', '6a', '6tik', '6ra', '6an'],
    [7, 'zazpi', '7a', '7tik', '7ra', '7an'],
    [8, 'zortzi', '8a', '8tik', '8ra', '8an'],
    [9, 'bederatzi', '9a', '9tik', '9ra', '9an'],
    [10, 'hamar', '10a', '10etik', '10era', '10ean'],
    [11, 'hamaika', '11a', '11tik', '11ra', '11n'],
    [12, 'hamabi', '12a', '12tik', '12ra', '12an'],
    [13, 'hamahiru', '13a', '13tik', '13ra', '13an'],
    [14, 'hamalau', '14a', '14tik', '14ra', '14an'],
    [15, 'hamabost', '15a', '15etik', '15era', '15ean'],
    [16, 'hamasei', '16a', '16tik', '16ra', '16an'],
    [17, 'hamazazpi', '17a', '17tik', '17ra', '17an'],
    [18, 'hemezortzi', '18a', '18tik', '18ra', '18an'],
    [19, 'hemeretzi', '19a', '19tik', '19ra', '19an'],
    [20, 'hogei', '20a', '20tik', '20ra', '20an'],
    [21, 'hogeita bat', '21a', '21etik', '21era', '21ean'],
    [22, 'hogeita bi', '22a', '22tik', '22ra', '22an'],
    [23, 'hogeita hiru', '23a', '23tik', '23ra', '23an'],
    [24, 'hogeita lau', '24a', '24tik', '24ra', '24an'],
    [25, 'hogeita bost', '25a', '25etik', '25era', '25ean'],
    [26, 'hogeita sei', '26a', '26tik', '26ra', '26an'],
    [27, 'hogeita zazpi', '27a', '27tik', '27ra', '27an'],
    [28, 'hogeita zortzi', '28a', '28tik', '28ra', '28an'],
    [29, 'hogeita bederatzi', '29a', '29tik', '29ra', '29an'],
    [30, 'hogeita hamar', '30a', '30etik', '30era', '30ean'],
    [31, 'hogeita hamaika', '31a', '31tik', '31ra', '31n'],
  ])('%i (%s): %s, %s, %s, %s', (day, _said, absolutive, ablative, allative, locative) => {
    expect(dayNumberEu(day, 'absolutive')).toBe(absolutive);
    expect(dayNumberEu(day, 'ablative')).toBe(ablative);
    expect(dayNumberEu(day, 'allative')).toBe(allative);
    expect(dayNumberEu(day, 'locative')).toBe(locative);
  });
});

describe('years', () => {
  // '-ko', with an 'e' after a year said with a final consonant (…eta bat, …eta bost, …eta hamar, ehun).
  it.each([
    [2026, '2026ko'],
    [2027, '2027ko'],
    [2020, '2020ko'],
    [2021, '2021eko'],
    [2025, '2025eko'],
    [2030, '2030eko'],
    [2031, '2031ko'],
    [2011, '2011ko'],
    [2050, '2050eko'],
    [2000, '2000ko'],
    [2100, '2100eko'],
  ])('%i → %s', (year, text) => {
    expect(yearEu(year)).toBe(text);
  });
});

describe('names', () => {
  it('months and weekdays, lower case, January and Monday first', () => {
    expect(MONTHS_EU).toHaveLength(12);
    expect([MONTHS_EU[0], MONTHS_EU[10], MONTHS_EU[11]]).toEqual(['urtarrila', 'azaroa', 'abendua']);
    expect(WEEKDAYS_EU).toHaveLength(7);
    expect([WEEKDAYS_EU[0], WEEKDAYS_EU[6]]).toEqual(['astelehena', 'igandea']);
    expect(CANCELLED_LABEL_EU).toBe('Bertan behera');
  });
});

describe('longDayEu', () => {
  it.each([
    ['2026-11-23', false, 'azaroaren 23a, astelehena'],
    ['2026-11-23', true, '2026ko azaroaren 23a, astelehena'],
    ['2026-11-29', false, 'azaroaren 29a, igandea'],
    ['2027-01-01', false, 'urtarrilaren 1a, ostirala'],
    ['2027-01-01', true, '2027ko urtarrilaren 1a, ostirala'],
    ['2026-12-11', false, 'abenduaren 11a, ostirala'],
    ['2025-05-01', true, '2025eko maiatzaren 1a, osteguna'],
  ])('%s (year: %s) → %s', (day, withYear, text) => {
    expect(longDayEu(day, withYear)).toBe(text);
  });
});

describe('dayRangeEu', () => {
  it.each([
    ['same month', '2026-11-23', '2026-11-29', 'azaroaren 23tik 29ra'],
    ['same month, from the 1st to the 10th', '2026-12-01', '2026-12-10', 'abenduaren 1etik 10era'],
    ['two months', '2026-11-30', '2026-12-06', 'azaroaren 30etik abenduaren 6ra'],
    ['two years', '2026-12-28', '2027-01-03', '2026ko abenduaren 28tik 2027ko urtarrilaren 3ra'],
    ['two years, -eko', '2030-12-30', '2031-01-05', '2030eko abenduaren 30etik 2031ko urtarrilaren 5era'],
    ['same day', '2026-11-23', '2026-11-23', 'azaroaren 23a, astelehena'],
  ])('%s', (_name, from, to, text) => {
    expect(dayRangeEu(from, to)).toBe(text);
  });
});

describe('datesTextEu', () => {
  it.each([
    [{ start_date: '2026-11-23', end_date: null }, 'azaroaren 23a, astelehena'],
    [
      { start_date: '2026-11-20', end_date: '2027-01-10' },
      '2026ko azaroaren 20tik 2027ko urtarrilaren 10era',
    ],
    // An end date before the start is ignored, as in datesTextEs.
    [{ start_date: '2026-11-23', end_date: '2026-11-20' }, 'azaroaren 23a, astelehena'],
    [{ start_date: null, end_date: null }, ''],
  ])('%j → %s', (dates, text) => {
    expect(datesTextEu(dates)).toBe(text);
  });
});

describe('timesTextEu', () => {
  it.each([
    ['20:00:00', null, '20:00'],
    ['20:00:00', '23:00:00', '20:00 – 23:00'],
    [null, '23:00:00', '23:00ak arte'],
    [null, null, ''],
  ])('%s – %s → %j', (start_time, end_time, text) => {
    expect(timesTextEu({ start_time, end_time })).toBe(text);
  });
});

describe('priceTextEu', () => {
  it.each([
    ['free', true, 10, 'Doan'],
    ['0', false, 0, 'Doan'],
    ['integer', false, 12, '12 €'],
    ['integer as a string', false, '12.00', '12 €'],
    ['decimal', false, 12.5, '12,50 €'],
    ['string price', false, '12.5', '12,50 €'],
    ['unknown', false, null, 'Prezioa adierazi gabe'],
    ['empty', false, '', 'Prezioa adierazi gabe'],
    ['not a number', false, 'abc', 'Prezioa adierazi gabe'],
  ])('%s', (_name, is_free, price, text) => {
    expect(priceTextEu({ is_free, price })).toBe(text);
  });
});

// Thursdays at 20:00 from 5 November to 17 December 2026; 26 November skipped.
const swing = eventRow({
  start_date: '2026-11-05',
  end_date: '2026-12-17',
  start_time: '20:00:00',
  end_time: null,
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261217',
  recurrence_exdates: ['2026-11-26'],
  occurrence_dates: ['2026-11-05', '2026-11-12', '2026-11-19', '2026-12-03', '2026-12-10', '2026-12-17'],
});

describe('whenTextEu', () => {
  it.each([
    [
      'a single event',
      eventRow({ start_date: '2026-11-23', start_time: '20:00:00', end_time: null }),
      undefined,
      'azaroaren 23a, astelehena · 20:00',
    ],
    [
      'a multi-day event without times',
      eventRow({ start_date: '2026-11-30', end_date: '2026-12-06', start_time: null, end_time: null }),
      undefined,
      'azaroaren 30etik abenduaren 6ra',
    ],
    [
      'a weekly series seen from a later day',
      swing,
      '2026-11-20',
      'abenduaren 3a, osteguna · Ostegunero · 20:00',
    ],
    ['a weekly series from its start', swing, undefined, 'azaroaren 5a, osteguna · Ostegunero · 20:00'],
    [
      'a weekly series after its last day',
      swing,
      '2027-01-01',
      'abenduaren 17a, osteguna · Ostegunero · 20:00',
    ],
  ])('%s', (_name, e, from, text) => {
    expect(whenTextEu(e, from)).toBe(text);
  });
});

describe('seriesRhythmEu', () => {
  it('a series reads its rhythm, a single event has none, picked dates are several dates', () => {
    expect(seriesRhythmEu(swing)).toBe('Ostegunero');
    expect(seriesRhythmEu(eventRow())).toBeNull();
    // A rule the database has not expanded (no dates) is a single event.
    expect(seriesRhythmEu({ ...swing, occurrence_dates: [] })).toBeNull();
    const picked = eventRow({
      start_date: '2026-12-01',
      end_date: '2026-12-10',
      recurrence_rule: 'FREQ=DAILY;UNTIL=20261210',
      recurrence_exdates: [
        '2026-12-02',
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
        '2026-12-07',
        '2026-12-09',
      ],
      occurrence_dates: ['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10'],
    });
    expect(seriesRhythmEu(picked)).toBe('Hainbat data');
  });
});

// [rule, skipped, days, Basque]
const RULES: Array<[string, number, number, string]> = [
  ['FREQ=WEEKLY;BYDAY=TH', 0, 0, 'Ostegunero'],
  ['FREQ=WEEKLY;BYDAY=MO', 0, 0, 'Astelehenero'],
  ['FREQ=WEEKLY;BYDAY=TU', 0, 0, 'Asteartero'],
  ['FREQ=WEEKLY;BYDAY=WE', 0, 0, 'Asteazkenero'],
  ['FREQ=WEEKLY;BYDAY=FR', 0, 0, 'Ostiralero'],
  ['FREQ=WEEKLY;BYDAY=SA', 0, 0, 'Larunbatero'],
  ['FREQ=WEEKLY;BYDAY=SU', 0, 0, 'Igandero'],
  ['FREQ=DAILY;BYDAY=SA', 0, 0, 'Larunbatero'],
  ['FREQ=WEEKLY;BYDAY=MO,WE', 0, 0, 'Astero: astelehena eta asteazkena'],
  ['FREQ=WEEKLY;BYDAY=MO,WE,FR', 0, 0, 'Astero: astelehena, asteazkena eta ostirala'],
  ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', 0, 0, '2 astetik behin: osteguna'],
  ['FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU', 0, 0, '2 astetik behin: larunbata eta igandea'],
  ['FREQ=WEEKLY;BYDAY=XX', 0, 0, 'Hainbat data'],
  ['FREQ=WEEKLY', 0, 0, 'Astero'],
  ['FREQ=WEEKLY;INTERVAL=3', 0, 0, '3 astetik behin'],
  ['FREQ=MONTHLY;BYDAY=1TH', 0, 0, 'Hilabete bakoitzeko lehen osteguna'],
  ['FREQ=MONTHLY;BYDAY=2SA', 0, 0, 'Hilabete bakoitzeko bigarren larunbata'],
  ['FREQ=MONTHLY;BYDAY=3WE', 0, 0, 'Hilabete bakoitzeko hirugarren asteazkena'],
  ['FREQ=MONTHLY;BYDAY=4SU', 0, 0, 'Hilabete bakoitzeko laugarren igandea'],
  ['FREQ=MONTHLY;BYDAY=5FR', 0, 0, 'Hilabete bakoitzeko bosgarren ostirala'],
  ['FREQ=MONTHLY;BYDAY=-1FR', 0, 0, 'Hilabete bakoitzeko azken ostirala'],
  ['FREQ=MONTHLY;INTERVAL=2;BYDAY=1TH', 0, 0, '2 hilabetetik behin, lehen osteguna'],
  ['FREQ=MONTHLY;BYDAY=-2FR', 0, 0, 'Hainbat data'],
  ['FREQ=MONTHLY;BYMONTHDAY=15', 0, 0, 'Hilabete bakoitzeko 15a'],
  ['FREQ=MONTHLY;BYMONTHDAY=1', 0, 0, 'Hilabete bakoitzeko 1a'],
  ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15', 0, 0, '2 hilabetetik behin, 15a'],
  ['FREQ=MONTHLY;BYMONTHDAY=1,15', 0, 0, 'Hainbat data'],
  ['FREQ=MONTHLY', 0, 0, 'Hilero'],
  ['FREQ=MONTHLY;INTERVAL=2', 0, 0, '2 hilabetetik behin'],
  ['FREQ=DAILY', 0, 0, 'Egunero'],
  ['FREQ=DAILY;INTERVAL=3', 0, 0, '3 egunetik behin'],
  ['FREQ=DAILY', 1, 9, 'Egunero'],
  ['FREQ=DAILY', 6, 4, 'Hainbat data'],
  ['FREQ=YEARLY', 0, 0, 'Hainbat data'],
  ['freq=weekly;byday=th', 0, 0, 'Ostegunero'],
];

describe('describeRecurrenceEu', () => {
  it.each(RULES)('%s (skipped %i of %i)', (rule, skipped, days, text) => {
    expect(describeRecurrenceEu(rule, skipped, days)).toBe(text);
  });

  // The Basque follows the Spanish branch for branch: it gives up on exactly the same rules.
  it.each(RULES)('%s: several dates exactly when the Spanish says so', (rule, skipped, days) => {
    expect(describeRecurrenceEu(rule, skipped, days) === 'Hainbat data').toBe(
      describeRecurrence(rule, skipped, days) === 'Varias fechas',
    );
  });
});
