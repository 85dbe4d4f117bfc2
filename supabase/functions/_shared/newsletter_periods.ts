/**
 * When a newsletter is due. Periods are Europe/Madrid calendar days:
 *
 * - daily: one Madrid day. Key 'daily:2026-11-23'.
 * - weekly: one ISO week, Monday to Sunday. Key 'weekly:2026-W48'.
 * - biweekly: two consecutive ISO weeks. The pairs are counted from Monday 1970-01-05 (week index =
 *   whole weeks since then, period = floor(index / 2)), so every period is exactly 14 days even across
 *   53-week years; in 2026 the pairs start on even ISO weeks (W46/47, W48/49, …, W52/53), in 2027 on
 *   odd ones (W01/02, …). Key 'biweekly:2026-W48/49', or 'biweekly:2026-W53/2027-W01' across a year.
 *
 * A subscribed user with a frequency other than 'disabled' is due when nothing was sent for the
 * current period's key (newsletter_sends has a row per user and key) and today is in the period's send
 * window: any day for daily; the first three days (Monday to Wednesday) for weekly and biweekly, so
 * with the daily schedule they go out on Monday morning, a missed Monday is caught up by Wednesday,
 * and nobody gets a 'weekly' that only covers a weekend (someone subscribing on a Friday gets the next
 * Monday's). The e-mail covers from today to the period's end. Pure.
 */
import { addDays, daysBetween, isoWeekLabel, madridToday, mondayOf } from './madrid_time.ts';

export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'disabled'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export type SendFrequency = Exclude<Frequency, 'disabled'>;
export const SEND_FREQUENCIES: readonly SendFrequency[] = ['daily', 'weekly', 'biweekly'];

/** Monday of week index 0 of the two-week pairs. */
export const BIWEEKLY_EPOCH = '1970-01-05';

export interface Period {
  frequency: SendFrequency;
  key: string;
  /** First and last Madrid day of the period. */
  start: string;
  end: string;
}

/** Days from the start of a period on which its newsletter may go out. */
export const SEND_WINDOW_DAYS: Record<SendFrequency, number> = { daily: 1, weekly: 3, biweekly: 3 };

/** True when `today` is one of the first SEND_WINDOW_DAYS days of the period. */
export function inSendWindow(period: Period, today: string): boolean {
  const day = daysBetween(period.start, today);
  return day >= 0 && day < SEND_WINDOW_DAYS[period.frequency];
}

export function isSendFrequency(value: unknown): value is SendFrequency {
  return typeof value === 'string' && (SEND_FREQUENCIES as readonly string[]).includes(value);
}

/** The period containing Madrid day `today`. */
export function periodOfDay(frequency: SendFrequency, today: string): Period {
  if (frequency === 'daily') return { frequency, key: `daily:${today}`, start: today, end: today };
  const monday = mondayOf(today);
  if (frequency === 'weekly') {
    return { frequency, key: `weekly:${isoWeekLabel(monday)}`, start: monday, end: addDays(monday, 6) };
  }
  const index = Math.floor(daysBetween(BIWEEKLY_EPOCH, monday) / 7);
  const first = addDays(BIWEEKLY_EPOCH, (index - (((index % 2) + 2) % 2)) * 7);
  const second = addDays(first, 7);
  const a = isoWeekLabel(first);
  const b = isoWeekLabel(second);
  const label = a.slice(0, 4) === b.slice(0, 4) ? `${a}/${b.slice(6)}` : `${a}/${b}`;
  return { frequency, key: `biweekly:${label}`, start: first, end: addDays(first, 13) };
}

/** The period containing the instant `now` (its Madrid day). */
export function periodAt(frequency: SendFrequency, now: Date): Period {
  return periodOfDay(frequency, madridToday(now));
}

export interface PreferenceState {
  frequency: string | null;
  is_subscribed: boolean | null;
}

/** Whether the user wants newsletters at all: subscribed, with a frequency other than disabled. */
export function wantsNewsletter(p: PreferenceState): p is PreferenceState & { frequency: SendFrequency } {
  return p.is_subscribed === true && isSendFrequency(p.frequency);
}

export type DueResult =
  | { due: true; period: Period }
  | { due: false; reason: 'not_subscribed' | 'disabled' | 'already_sent' | 'not_send_day'; period?: Period };

/** Whether a user is due at `now`, given the period keys already sent to them. */
export function dueAt(p: PreferenceState, now: Date, sentKeys: ReadonlySet<string>): DueResult {
  if (p.is_subscribed !== true) return { due: false, reason: 'not_subscribed' };
  if (!isSendFrequency(p.frequency)) return { due: false, reason: 'disabled' };
  const today = madridToday(now);
  const period = periodOfDay(p.frequency, today);
  if (sentKeys.has(period.key)) return { due: false, reason: 'already_sent', period };
  if (!inSendWindow(period, today)) return { due: false, reason: 'not_send_day', period };
  return { due: true, period };
}

/** The days a newsletter covers: from today to the end of its period. */
export function coverage(period: Period, today: string): { from: string; to: string } {
  return { from: today > period.start ? today : period.start, to: period.end };
}

/** The current keys of every frequency at `now` (to look up what was already sent). */
export function currentKeys(now: Date): string[] {
  return SEND_FREQUENCIES.map((f) => periodAt(f, now).key);
}
