import { describe, it, expect } from 'vitest';
import {
  WEEK_STARTS_ON,
  eventEndDay,
  eventEndInstant,
  eventStartInstant,
  formatEventDates,
  formatEventTimes,
  formatRangeLabel,
  formatTime,
  isExpired,
  isVisibleInListing,
  isVisibleOnDay,
  madridDay,
  parseEventDate,
} from './dates';
import { makeEvent } from './event.fixture';

const at = (iso: string) => new Date(iso);

describe('madridDay', () => {
  it.each([
    ['2025-11-22T10:00:00Z', '2025-11-22'],
    ['2025-11-21T23:30:00Z', '2025-11-22'], // 00:30 in Madrid (UTC+1)
    ['2025-11-21T22:59:59Z', '2025-11-21'],
    ['2025-07-14T22:30:00Z', '2025-07-15'], // 00:30 in Madrid (UTC+2)
    ['2025-07-14T21:59:00Z', '2025-07-14'],
    ['2025-12-31T23:00:00Z', '2026-01-01'],
  ])('%s → %s', (iso, day) => expect(madridDay(at(iso))).toBe(day));
});

describe('parseEventDate', () => {
  it.each([
    ['2025-11-22', '2025-11-22'],
    [' 2025-11-22 ', '2025-11-22'],
    ['2025-11-22T20:00:00', '2025-11-22'], // local timestamp: its date part
    ['2025-11-22 20:00', '2025-11-22'],
    ['2025-11-22T23:30:00Z', '2025-11-23'], // instant: the Madrid day it falls on
    ['2025-11-22T23:30:00+00:00', '2025-11-23'],
    ['2025-11-22T00:30:00+01:00', '2025-11-22'],
    ['2025-11-22T10:00:00.000Z', '2025-11-22'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['2025-02-30', null],
    ['2025-13-01', null],
    ['22/11/2025', null],
    ['mañana', null],
  ])('%j → %j', (input, expected) => expect(parseEventDate(input)).toBe(expected));
});

describe('formatTime', () => {
  it.each([
    ['20:00:00', '20:00'],
    ['20:00', '20:00'],
    ['9:05', '09:05'],
    ['00:00:00', '00:00'],
    ['23:59:59.123', '23:59'],
    ['24:00', null],
    ['20:60', null],
    ['20h', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => expect(formatTime(input)).toBe(expected));
});

describe('eventEndDay', () => {
  it.each([
    ['2025-11-22', '2025-11-24', '2025-11-24'],
    ['2025-11-22', '', '2025-11-22'],
    ['2025-11-22', 'no válida', '2025-11-22'],
    ['', '', null],
  ])('start %j end %j → %j', (startDate, endDate, expected) =>
    expect(eventEndDay({ startDate, endDate })).toBe(expected),
  );
});

describe('isVisibleInListing (from the start of the Madrid day)', () => {
  const now = at('2025-11-22T10:00:00Z');
  it.each([
    ['ends today', '2025-11-20', '2025-11-22', true],
    ['ended yesterday', '2025-11-20', '2025-11-21', false],
    ['no end, starts today', '2025-11-22', '', true],
    ['no end, started yesterday', '2025-11-21', '', false],
    ['no end, future', '2025-12-01', '', true],
    ['invalid end falls back to start', '2025-11-22', 'xx', true],
    ['no dates at all', '', '', false],
  ])('%s', (_label, startDate, endDate, expected) =>
    expect(isVisibleInListing({ startDate, endDate }, now)).toBe(expected),
  );

  it('uses the Madrid day, not the UTC one (23:30 UTC is already tomorrow)', () => {
    const e = { startDate: '2025-11-21', endDate: '' };
    expect(isVisibleInListing(e, at('2025-11-21T22:59:00Z'))).toBe(true);
    expect(isVisibleInListing(e, at('2025-11-21T23:30:00Z'))).toBe(false);
  });
});

describe('isVisibleOnDay (concerts today, measured to the end of the day)', () => {
  it.each([
    ['single day, that day', '2025-11-22', '', true],
    ['single day, yesterday', '2025-11-21', '', false],
    ['single day, tomorrow', '2025-11-23', '', false],
    ['range covering the day', '2025-11-20', '2025-11-24', true],
    ['range ending that day', '2025-11-20', '2025-11-22', true],
    ['range ended before', '2025-11-18', '2025-11-21', false],
    ['no dates', '', '', false],
  ])('%s', (_label, startDate, endDate, expected) =>
    expect(isVisibleOnDay({ startDate, endDate }, '2025-11-22')).toBe(expected),
  );
});

describe('isExpired (favourites: the end instant before now, in Madrid)', () => {
  it.each([
    // start, end date, start time, end time, now, expired
    ['ended this morning', '2025-11-22', '', '09:00', '11:00', '2025-11-22T11:00:00Z', true],
    ['still on', '2025-11-22', '', '09:00', '13:00', '2025-11-22T11:00:00Z', false],
    ['ends at this very minute', '2025-11-22', '', '09:00', '12:00', '2025-11-22T11:00:00Z', false],
    [
      'a start time only: on until the end of its day',
      '2025-11-22',
      '',
      '09:00',
      '',
      '2025-11-22T20:00:00Z',
      false,
    ],
    [
      'multi-day, ended at noon of its last day',
      '2025-11-20',
      '2025-11-22',
      '10:00',
      '12:00',
      '2025-11-22T12:30:00Z',
      true,
    ],
    [
      'past midnight (end before start, no end date)',
      '2025-11-22',
      '',
      '22:00',
      '02:00',
      '2025-11-23T00:30:00Z',
      false,
    ],
    ['past midnight, over', '2025-11-22', '', '22:00', '02:00', '2025-11-23T01:30:00Z', true],
    [
      'summer time: 20:00 in Madrid is 18:00 UTC',
      '2025-07-14',
      '',
      '18:00',
      '20:00',
      '2025-07-14T18:30:00Z',
      true,
    ],
  ])('%s', (_label, startDate, endDate, startTime, endTime, now, expected) =>
    expect(isExpired({ startDate, endDate, startTime, endTime }, at(now))).toBe(expected),
  );
});

describe('isExpired (favourites: a date without a time lasts until the end of that Madrid day)', () => {
  it.each([
    ['ends today, late evening', '2025-11-22', '', '2025-11-22T22:30:00Z', false],
    ['ends today, first minute of tomorrow in Madrid', '2025-11-22', '', '2025-11-22T23:00:00Z', true],
    ['end date before now', '2025-11-10', '2025-11-20', '2025-11-22T10:00:00Z', true],
    ['end date in the future', '2025-11-10', '2025-11-30', '2025-11-22T10:00:00Z', false],
    ['no usable date', '', '', '2025-11-22T10:00:00Z', false],
  ])('%s', (_label, startDate, endDate, now, expected) =>
    expect(isExpired({ startDate, endDate, startTime: '', endTime: '' }, at(now))).toBe(expected),
  );
});

describe('eventStartInstant / eventEndInstant (UTC from Madrid wall clock)', () => {
  it.each([
    [
      'winter time',
      { startDate: '2025-11-22', startTime: '20:00:00' },
      '2025-11-22T19:00:00.000Z',
      '2025-11-22T22:59:59.999Z',
    ],
    [
      'summer time',
      { startDate: '2025-07-15', startTime: '20:00' },
      '2025-07-15T18:00:00.000Z',
      '2025-07-15T21:59:59.999Z',
    ],
    [
      'no time: whole day',
      { startDate: '2025-11-22' },
      '2025-11-21T23:00:00.000Z',
      '2025-11-22T22:59:59.999Z',
    ],
    [
      'with end date and time',
      { startDate: '2025-11-22', startTime: '20:00', endDate: '2025-11-24', endTime: '23:30' },
      '2025-11-22T19:00:00.000Z',
      '2025-11-24T22:30:00.000Z',
    ],
    [
      'end time past midnight',
      { startDate: '2025-11-22', startTime: '22:00', endTime: '03:00' },
      '2025-11-22T21:00:00.000Z',
      '2025-11-23T02:00:00.000Z',
    ],
    [
      'DST start day (offset changes at 02:00)',
      { startDate: '2025-03-30', startTime: '01:00', endTime: '04:00' },
      '2025-03-30T00:00:00.000Z',
      '2025-03-30T02:00:00.000Z',
    ],
    [
      'DST end day',
      { startDate: '2025-10-26', startTime: '12:00' },
      '2025-10-26T11:00:00.000Z',
      '2025-10-26T22:59:59.999Z',
    ],
  ])('%s', (_label, fields, start, end) => {
    const e = makeEvent(fields);
    expect(eventStartInstant(e)?.toISOString()).toBe(start);
    expect(eventEndInstant(e)?.toISOString()).toBe(end);
  });

  it('returns null without a usable date', () => {
    expect(eventStartInstant(makeEvent({ startDate: 'x' }))).toBeNull();
    expect(eventEndInstant(makeEvent())).toBeNull();
  });
});

describe('formatEventDates', () => {
  it.each([
    ['2025-11-22', '', 'sáb, 22 nov'],
    ['2025-11-22', '2025-11-22', 'sáb, 22 nov'],
    ['2025-11-22', '2025-11-24', 'del 22 al 24 nov'],
    ['2025-11-30', '2025-12-02', 'del 30 nov al 2 dic'],
    ['2025-12-30', '2026-01-02', 'del 30 dic 2025 al 2 ene 2026'],
    ['2025-11-24', '2025-11-22', 'lun, 24 nov'],
    ['', '2025-11-24', 'hasta el lun, 24 nov'],
    ['', '', 'Fecha no disponible'],
    ['no es fecha', '', 'Fecha no disponible'],
  ])('%j – %j → %j', (startDate, endDate, expected) =>
    expect(formatEventDates({ startDate, endDate })).toBe(expected),
  );
});

describe('formatEventTimes', () => {
  it.each([
    ['20:00:00', '23:00:00', '20:00 – 23:00'],
    ['20:00:00', '', '20:00'],
    ['', '23:00', 'hasta las 23:00'],
    ['', '', 'Hora no especificada'],
    ['mañana', '', 'Hora no especificada'],
  ])('%j – %j → %j', (startTime, endTime, expected) =>
    expect(formatEventTimes({ startTime, endTime })).toBe(expected),
  );
});

describe('formatRangeLabel (short Spanish months)', () => {
  it.each([
    ['2025-11-22', '2025-11-24', '22–24 nov'],
    ['2025-11-30', '2025-12-02', '30 nov – 2 dic'],
    ['2025-11-22', '2025-11-22', '22 nov'],
    ['2025-12-30', '2026-01-02', '30 dic 2025 – 2 ene 2026'],
    ['2025-11-24', '2025-11-22', '22–24 nov'],
    ['2025-09-05', '2025-09-07', '5–7 sep'],
    ['', '2025-11-22', ''],
  ])('%s → %s = %j', (from, to, expected) => expect(formatRangeLabel({ from, to })).toBe(expected));
});

it('weeks start on Monday', () => expect(WEEK_STARTS_ON).toBe(1));
