/**
 * Time-of-day filter, in minutes from midnight: an event matches a chosen slot it overlaps (slots are
 * OR-ed; none chosen lets everything through; without a valid start time nothing matches). Slots are
 * half-open (20:00 is night, not afternoon); an event without an end is one minute, and an end before
 * the start wraps past midnight; slots are also tried a day earlier and later (01:30 is last night).
 */
import type { EventItem } from '@/features/events';
import { AFTERNOON_MINUTES, MORNING_MINUTES, NIGHT_MINUTES } from '@/config/constants';
import { HORARIOS, type Horario } from './types';

const MINUTES_PER_DAY = 1440;

const HORARIO_SLOTS: Record<keyof Horario, readonly [number, number]> = {
  manana: MORNING_MINUTES,
  tarde: AFTERNOON_MINUTES,
  noche: NIGHT_MINUTES,
};

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM' or 'HH:MM:SS' → minutes from midnight ('24:00' → 1440); null when empty or invalid. */
export function parseTimeToMinutes(value: string | null | undefined): number | null {
  const match = TIME.exec((value ?? '').trim());
  if (!match) return null;
  const total = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || Number(match[3] ?? 0) > 59 || total > MINUTES_PER_DAY) return null;
  return total;
}

/** The event's [start, end) in minutes (end > start, or end === start for a single instant). */
function eventMinutes(event: EventItem): [number, number] | null {
  const start = parseTimeToMinutes(event.startTime);
  if (start === null) return null;
  const rawEnd = parseTimeToMinutes(event.endTime);
  const end = rawEnd === null ? start : rawEnd < start ? rawEnd + MINUTES_PER_DAY : rawEnd;
  return [start, end];
}

function overlaps([start, end]: [number, number], [slotStart, slotEnd]: readonly [number, number]): boolean {
  for (const shift of [-MINUTES_PER_DAY, 0, MINUTES_PER_DAY]) {
    const from = slotStart + shift;
    const to = slotEnd + shift;
    const hit = start === end ? from <= start && start < to : start < to && end > from;
    if (hit) return true;
  }
  return false;
}

export function hasHorario(horario: Horario): boolean {
  return horario.manana || horario.tarde || horario.noche;
}

/** Predicate for the chosen slots, prepared once per filter pass. */
export function createHorarioMatcher(horario: Horario): (event: EventItem) => boolean {
  const slots = HORARIOS.filter((slot) => horario[slot]).map((slot) => HORARIO_SLOTS[slot]);
  if (slots.length === 0) return () => true;
  return (event) => {
    const minutes = eventMinutes(event);
    return minutes !== null && slots.some((slot) => overlaps(minutes, slot));
  };
}
