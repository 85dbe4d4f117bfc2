import assert from 'node:assert/strict';
import {
  calendarDay,
  clockTime,
  dayRangeEs,
  isoWeek,
  isoWeekLabel,
  longDayEs,
  madridInstant,
  madridOffsetMinutes,
  madridStamp,
  mondayOf,
} from './madrid_time.ts';

Deno.test('madrid offset: +01:00 in winter, +02:00 in summer, switching at 01:00 UTC', () => {
  assert.equal(madridOffsetMinutes(new Date('2026-11-23T12:00:00Z')), 60);
  assert.equal(madridOffsetMinutes(new Date('2027-07-01T12:00:00Z')), 120);
  // 2027: DST from Sunday 28 March 01:00 UTC to Sunday 31 October 01:00 UTC.
  assert.equal(madridOffsetMinutes(new Date('2027-03-28T00:59:59Z')), 60);
  assert.equal(madridOffsetMinutes(new Date('2027-03-28T01:00:00Z')), 120);
  assert.equal(madridOffsetMinutes(new Date('2027-10-31T00:59:59Z')), 120);
  assert.equal(madridOffsetMinutes(new Date('2027-10-31T01:00:00Z')), 60);
});

Deno.test('madridInstant: wall-clock times on both sides of the DST changes', () => {
  assert.equal(madridInstant('2027-03-28', '01:30').toISOString(), '2027-03-28T00:30:00.000Z');
  assert.equal(madridInstant('2027-03-28', '03:30').toISOString(), '2027-03-28T01:30:00.000Z');
  assert.equal(madridInstant('2027-03-28', '20:00').toISOString(), '2027-03-28T18:00:00.000Z');
  // 02:30 does not exist that night: it moves forward to 03:30 CEST.
  assert.equal(madridInstant('2027-03-28', '02:30').toISOString(), '2027-03-28T01:30:00.000Z');
  assert.equal(madridInstant('2027-10-31', '20:00').toISOString(), '2027-10-31T19:00:00.000Z');
  assert.equal(madridInstant('2027-10-30', '20:00').toISOString(), '2027-10-30T18:00:00.000Z');
  assert.equal(madridInstant('2026-11-23').toISOString(), '2026-11-22T23:00:00.000Z');
});

Deno.test('madridStamp is the local wall clock', () => {
  assert.equal(madridStamp(new Date('2027-03-28T18:00:00Z')), '20270328T200000');
  assert.equal(madridStamp(new Date('2027-10-31T19:00:00Z')), '20271031T200000');
  assert.equal(madridStamp(new Date('2026-12-31T23:30:00Z')), '20270101T003000');
});

Deno.test('clock times and calendar days', () => {
  assert.equal(clockTime('20:00:00'), '20:00');
  assert.equal(clockTime('9:05'), '09:05');
  assert.equal(clockTime('24:00'), null);
  assert.equal(clockTime(null), null);
  assert.equal(calendarDay('2026-11-23'), '2026-11-23');
  assert.equal(calendarDay('2026-02-30'), null);
  assert.equal(calendarDay(''), null);
});

Deno.test('ISO weeks (Monday start, week of the Thursday)', () => {
  assert.deepEqual(isoWeek('2026-11-23'), { year: 2026, week: 48 });
  assert.deepEqual(isoWeek('2026-11-29'), { year: 2026, week: 48 });
  assert.deepEqual(isoWeek('2026-11-30'), { year: 2026, week: 49 });
  assert.equal(isoWeekLabel('2026-12-31'), '2026-W53');
  assert.equal(isoWeekLabel('2027-01-03'), '2026-W53');
  assert.equal(isoWeekLabel('2027-01-04'), '2027-W01');
  assert.equal(isoWeekLabel('2024-12-30'), '2025-W01');
  assert.equal(mondayOf('2026-11-29'), '2026-11-23');
  assert.equal(mondayOf('2026-11-23'), '2026-11-23');
});

Deno.test('Spanish day texts', () => {
  assert.equal(longDayEs('2026-11-23'), 'lunes 23 de noviembre');
  assert.equal(longDayEs('2026-11-29', true), 'domingo 29 de noviembre de 2026');
  assert.equal(dayRangeEs('2026-11-23', '2026-11-29'), 'del 23 al 29 de noviembre');
  assert.equal(dayRangeEs('2026-11-30', '2026-12-06'), 'del 30 de noviembre al 6 de diciembre');
  assert.equal(dayRangeEs('2026-12-28', '2027-01-03'), 'del 28 de diciembre de 2026 al 3 de enero de 2027');
});
