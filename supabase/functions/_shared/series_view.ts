/**
 * How a stored series reads: its next date, and its rhythm in Spanish for cards, pages, feeds and e-mails: 'Cada jueves', 'Cada martes y
 * jueves', 'Cada 2 semanas, sábados', 'Primer sábado de cada mes', 'Último viernes de cada mes',
 * 'El día 15 de cada mes', 'Cada día', 'Cada 3 días', or 'Varias fechas'.
 *
 * It reads a rule as the database stores it — already checked against the supported subset by
 * public.recurrence_dates() and written upper-case, 'KEY=VALUE;…' — so it only looks the parts up and
 * needs no RRULE library (which would otherwise land in the home page's bundle for every card).
 */

const WEEKDAYS: Record<string, [singular: string, plural: string]> = {
  MO: ['lunes', 'lunes'],
  TU: ['martes', 'martes'],
  WE: ['miércoles', 'miércoles'],
  TH: ['jueves', 'jueves'],
  FR: ['viernes', 'viernes'],
  SA: ['sábado', 'sábados'],
  SU: ['domingo', 'domingos'],
};
const ORDINALS: Record<string, string> = {
  '1': 'Primer',
  '2': 'Segundo',
  '3': 'Tercer',
  '4': 'Cuarto',
  '5': 'Quinto',
  '-1': 'Último',
};

const joinEs = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** A stored rule's rhythm, apart from its words (Spanish here; basque_text.ts writes it in Basque). */
export type Rhythm =
  | { kind: 'weekdays'; interval: number; days: string[] }
  | { kind: 'weekly' | 'monthly' | 'daily'; interval: number }
  | { kind: 'monthWeekday'; interval: number; ordinal: number; day: string }
  | { kind: 'monthDay'; interval: number; day: number }
  | { kind: 'several' };

const SEVERAL: Rhythm = { kind: 'several' };

/**
 * The rhythm of a stored rule. `skipped` and `days` (the series' exdates and remaining dates)
 * tell a set of picked dates — stored as a daily rule with most days skipped — from a daily event.
 */
export function readRhythm(rule: string, skipped = 0, days = 0): Rhythm {
  const parts = new Map<string, string>();
  for (const part of rule.toUpperCase().split(';')) {
    const [key = '', value = ''] = part.split('=');
    parts.set(key, value);
  }
  const interval = Number(parts.get('INTERVAL') ?? '1') || 1;
  const byday = (parts.get('BYDAY') ?? '').split(',').filter(Boolean);
  const monthdays = (parts.get('BYMONTHDAY') ?? '').split(',').filter(Boolean);
  const freq = parts.get('FREQ');

  if (
    (freq === 'WEEKLY' || (freq === 'DAILY' && interval === 1)) &&
    byday.length > 0 &&
    monthdays.length === 0
  )
    return byday.every((d) => d in WEEKDAYS) ? { kind: 'weekdays', interval, days: byday } : SEVERAL;
  if (freq === 'WEEKLY' && byday.length === 0) return { kind: 'weekly', interval };
  if (freq === 'MONTHLY') {
    const ordinal = /^([+-]?\d)(MO|TU|WE|TH|FR|SA|SU)$/.exec(byday[0] ?? '');
    const nth = Number(ordinal?.[1]);
    if (byday.length === 1 && ordinal && monthdays.length === 0 && String(nth) in ORDINALS)
      return { kind: 'monthWeekday', interval, ordinal: nth, day: ordinal[2]! };
    if (byday.length === 0 && monthdays.length === 1 && Number(monthdays[0]) > 0)
      return { kind: 'monthDay', interval, day: Number(monthdays[0]) };
    if (byday.length === 0 && monthdays.length === 0) return { kind: 'monthly', interval };
    return SEVERAL;
  }
  if (freq === 'DAILY' && byday.length === 0 && monthdays.length === 0) {
    if (skipped > 0 && skipped * 3 > skipped + days) return SEVERAL;
    return { kind: 'daily', interval };
  }
  return SEVERAL;
}

/** The rhythm of a stored rule in Spanish (see readRhythm). */
export function describeRecurrence(rule: string, skipped = 0, days = 0): string {
  const r = readRhythm(rule, skipped, days);
  const every = (interval: number) => (interval === 1 ? 'de cada mes' : `cada ${interval} meses`);
  switch (r.kind) {
    case 'weekdays':
      return r.interval === 1
        ? `Cada ${joinEs(r.days.map((d) => WEEKDAYS[d]![0]))}`
        : `Cada ${r.interval} semanas, ${joinEs(r.days.map((d) => WEEKDAYS[d]![1]))}`;
    case 'weekly':
      return r.interval === 1 ? 'Cada semana' : `Cada ${r.interval} semanas`;
    case 'monthWeekday':
      return `${ORDINALS[String(r.ordinal)]} ${WEEKDAYS[r.day]![0]} ${every(r.interval)}`;
    case 'monthDay':
      return `El día ${r.day} ${every(r.interval)}`;
    case 'monthly':
      return r.interval === 1 ? 'Cada mes' : `Cada ${r.interval} meses`;
    case 'daily':
      return r.interval === 1 ? 'Cada día' : `Cada ${r.interval} días`;
    default:
      return 'Varias fechas';
  }
}

/** The first day on or after `today`, or the last one when all have passed; null for none. */
export function nextOccurrence(days: readonly string[], today: string): string | null {
  return days.find((d) => d >= today) ?? days[days.length - 1] ?? null;
}

/** The days on or after `today`. */
export function upcomingOccurrences(days: readonly string[], today: string): string[] {
  return days.filter((d) => d >= today);
}
