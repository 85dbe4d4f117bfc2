import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { createHorarioMatcher, hasHorario } from './time-of-day';
import type { Horario } from './types';

describe('createHorarioMatcher', () => {
  const slots = (on: Array<keyof Horario>): Horario => ({
    manana: on.includes('manana'),
    tarde: on.includes('tarde'),
    noche: on.includes('noche'),
  });
  it.each([
    ['10:00', '', ['manana'], true, 'point inside the morning'],
    ['12:00', '', ['manana'], false, 'slot end excluded'],
    ['06:00', '', ['manana'], true, 'slot start included'],
    ['11:00', '13:00', ['manana'], true, 'overlaps the morning end'],
    ['13:00', '15:00', ['tarde'], false, 'ends where the afternoon starts'],
    ['20:00', '', ['tarde'], false, '20:00 is night, not afternoon'],
    ['20:00', '', ['noche'], true, 'night starts at 20:00'],
    ['19:00', '21:00', ['tarde'], true, 'spans afternoon and night'],
    ['23:00', '01:00', ['noche'], true, 'wraps past midnight'],
    ['01:30', '', ['noche'], true, 'early hours count as the previous night'],
    ['05:00', '08:00', ['manana'], true, 'dawn event reaches the morning'],
    ['05:00', '08:00', ['noche'], true, '…and started in the night'],
    ['08:00:00', '09:30:00', ['noche'], false, 'HH:MM:SS accepted'],
    ['10:00', '', ['tarde', 'noche'], false, 'several slots OR-ed, none hit'],
    ['10:00', '', ['tarde', 'manana'], true, 'several slots OR-ed, one hit'],
    ['', '', ['manana'], false, 'no start time never matches a slot'],
    ['', '', [], true, 'no slot: no restriction'],
  ])('%s–%s in %j → %s (%s)', (startTime, endTime, on, expected) => {
    expect(createHorarioMatcher(slots(on as Array<keyof Horario>))(makeEvent({ startTime, endTime }))).toBe(
      expected,
    );
  });
});

describe('hasHorario', () => {
  it.each([
    [{ manana: false, tarde: false, noche: false }, false],
    [{ manana: true, tarde: false, noche: false }, true],
    [{ manana: false, tarde: true, noche: false }, true],
    [{ manana: false, tarde: false, noche: true }, true],
    [{ manana: true, tarde: true, noche: true }, true],
  ])('%j → %s', (horario, expected) => expect(hasHorario(horario)).toBe(expected));
});
