/**
 * The Basque (euskara batua) counterparts of the Spanish event texts in event_text.ts, madrid_time.ts
 * and series_view.ts, for the newsletter in Basque: dates ('azaroaren 23a, astelehena'), day ranges,
 * times, prices, a series' rhythm ('Ostegunero') and the cancelled label. Pure, and without Intl's
 * locale data, which may lack 'eu' (Node's small ICU).
 *
 * A day number takes its case ending as the number is said: after a final consonant (bat, bost, hamar)
 * an 'e' is put in between ('1etik', '10era', '30ean'), and a number said with a final 'a' (hamaika)
 * takes only '-n' in the locative ('11n').
 */
import {
  datesTextIn,
  type DateWords,
  type EventRow,
  priceOf,
  priceText,
  seriesRhythm,
  timesText,
  whenTextIn,
} from './event_text.ts';
import { isoWeekday } from './madrid_time.ts';
import { readRhythm } from './series_view.ts';

/** Month names as in running text (lower case), January first. */
export const MONTHS_EU = [
  'urtarrila',
  'otsaila',
  'martxoa',
  'apirila',
  'maiatza',
  'ekaina',
  'uztaila',
  'abuztua',
  'iraila',
  'urria',
  'azaroa',
  'abendua',
] as const;

/** Weekday names as in running text (lower case), Monday first (isoWeekday − 1). */
export const WEEKDAYS_EU = [
  'astelehena',
  'asteartea',
  'asteazkena',
  'osteguna',
  'ostirala',
  'larunbata',
  'igandea',
] as const;

/** The word the newsletter shows on a cancelled event (CANCELLED_LABEL in Basque). */
export const CANCELLED_LABEL_EU = 'Bertan behera';

/**
 * How a whole number (1 or more) ends when said: 'consonant' (bat, bost, hamar, hamabost, ehun…),
 * 'a' (hamaika, mila) or 'vowel' (bi, hiru, hogei…). Below 100 it goes by twenties: 21 is 'hogeita
 * bat', 30 'hogeita hamar', 50 'berrogeita hamar'; a round hundred ends in 'ehun', a round thousand in
 * 'mila'; a bigger number is said ending with its last non-zero part.
 */
function spokenEnding(n: number): 'consonant' | 'a' | 'vowel' {
  const lastTwo = n % 100;
  if (lastTwo === 0) return n % 1000 === 0 ? 'a' : 'consonant';
  const score = lastTwo % 20;
  if (score === 11) return 'a';
  return score === 1 || score === 5 || score === 10 || score === 15 ? 'consonant' : 'vowel';
}

/**
 * The cases a day number is written in: absolutive ('23a', the day as the subject), ablative ('23tik',
 * from), allative ('29ra', until) and locative ('23an', on that day).
 */
export type DayCaseEu = 'absolutive' | 'ablative' | 'allative' | 'locative';

/** A day number in a case: dayNumberEu(1, 'ablative') is '1etik', dayNumberEu(11, 'locative') '11n'. */
export function dayNumberEu(day: number, grammaticalCase: DayCaseEu): string {
  const ending = spokenEnding(day);
  const e = ending === 'consonant' ? 'e' : '';
  switch (grammaticalCase) {
    case 'absolutive':
      // The article '-a'; after 'hamaika' it merges into the final 'a' when said, but is written.
      return `${day}a`;
    case 'ablative':
      return `${day}${e}tik`;
    case 'allative':
      return `${day}${e}ra`;
    case 'locative':
      return ending === 'a' ? `${day}n` : `${day}${e}an`;
  }
}

/** A year as it qualifies a date (genitive-locative '-ko'): '2026ko', '2025eko' (bost), '2011ko'. */
export function yearEu(year: number): string {
  return `${year}${spokenEnding(year) === 'consonant' ? 'e' : ''}ko`;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The month in the genitive, as a day of it is written: 'azaroaren', 'urtarrilaren'. */
const monthOf = (month: number) => `${MONTHS_EU[month - 1]}ren`;

/** 'azaroaren 23a, astelehena' ('2026ko azaroaren 23a, astelehena' when `withYear`). */
export function longDayEu(day: string, withYear = false): string {
  const [y, m, d] = parts(day);
  const year = withYear ? `${yearEu(y)} ` : '';
  return `${year}${monthOf(m)} ${dayNumberEu(d, 'absolutive')}, ${WEEKDAYS_EU[isoWeekday(day) - 1]}`;
}

/**
 * 'azaroaren 23tik 29ra', 'azaroaren 30etik abenduaren 6ra', years only when they differ ('2026ko
 * abenduaren 28tik 2027ko urtarrilaren 3ra'); one day is longDayEu.
 */
export function dayRangeEu(from: string, to: string): string {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  if (from === to) return longDayEu(from);
  const since = dayNumberEu(fd, 'ablative');
  const until = dayNumberEu(td, 'allative');
  if (fy !== ty) return `${yearEu(fy)} ${monthOf(fm)} ${since} ${yearEu(ty)} ${monthOf(tm)} ${until}`;
  if (fm !== tm) return `${monthOf(fm)} ${since} ${monthOf(tm)} ${until}`;
  return `${monthOf(fm)} ${since} ${until}`;
}

/**
 * 'Doan', '12 €', '12,50 €', or 'Prezioa adierazi gabe'. Free and unknown are told apart as priceText
 * does (is_free or 0 is free; no price, or one that is not a number, is unknown), and a price is
 * written by priceText itself, so both languages show the same figure (Basque writes numbers with
 * the same decimal comma).
 */
export function priceTextEu(e: Pick<EventRow, 'is_free' | 'price'>): string {
  const price = priceOf(e);
  if (price === 'free') return 'Doan';
  return price === null ? 'Prezioa adierazi gabe' : priceText({ is_free: false, price });
}

/** Per weekday code: its name and 'every <weekday>' (the stem + '-ero': 'ostegunero', 'igandero'). */
const WEEKDAY_CODES: Record<string, [name: string, every: string]> = {
  MO: [WEEKDAYS_EU[0], 'astelehenero'],
  TU: [WEEKDAYS_EU[1], 'asteartero'],
  WE: [WEEKDAYS_EU[2], 'asteazkenero'],
  TH: [WEEKDAYS_EU[3], 'ostegunero'],
  FR: [WEEKDAYS_EU[4], 'ostiralero'],
  SA: [WEEKDAYS_EU[5], 'larunbatero'],
  SU: [WEEKDAYS_EU[6], 'igandero'],
};
const ORDINALS_EU: Record<string, string> = {
  '1': 'lehen',
  '2': 'bigarren',
  '3': 'hirugarren',
  '4': 'laugarren',
  '5': 'bosgarren',
  '-1': 'azken',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'astelehena', 'astelehena eta asteazkena', 'astelehena, asteazkena eta ostirala'. */
const joinEu = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} eta ${items[items.length - 1]}`;

/**
 * describeRecurrence in Basque (the same readRhythm): 'Ostegunero', 'Astero: astelehena eta
 * asteazkena', '2 astetik behin: osteguna', 'Astero', 'Hilabete bakoitzeko lehen osteguna',
 * '2 hilabetetik behin, 15a', 'Hilero', 'Egunero', '3 egunetik behin', or 'Hainbat data'.
 */
export function describeRecurrenceEu(rule: string, skipped = 0, days = 0): string {
  const r = readRhythm(rule, skipped, days);
  // 'Each month's …' reads as one phrase; 'once every N months' is set off by a comma.
  const every = (interval: number) =>
    interval === 1 ? 'Hilabete bakoitzeko' : `${interval} hilabetetik behin,`;
  switch (r.kind) {
    case 'weekdays': {
      const names = joinEu(r.days.map((d) => WEEKDAY_CODES[d]![0]));
      if (r.interval !== 1) return `${r.interval} astetik behin: ${names}`;
      return r.days.length === 1 ? capitalised(WEEKDAY_CODES[r.days[0]!]![1]) : `Astero: ${names}`;
    }
    case 'weekly':
      return r.interval === 1 ? 'Astero' : `${r.interval} astetik behin`;
    case 'monthWeekday':
      return `${every(r.interval)} ${ORDINALS_EU[String(r.ordinal)]} ${WEEKDAY_CODES[r.day]![0]}`;
    case 'monthDay':
      return `${every(r.interval)} ${dayNumberEu(r.day, 'absolutive')}`;
    case 'monthly':
      return r.interval === 1 ? 'Hilero' : `${r.interval} hilabetetik behin`;
    case 'daily':
      return r.interval === 1 ? 'Egunero' : `${r.interval} egunetik behin`;
    default:
      return 'Hainbat data';
  }
}

/** seriesRhythm in Basque: 'Ostegunero'; null for a single event. */
export const seriesRhythmEu = (
  e: Pick<EventRow, 'recurrence_rule' | 'recurrence_exdates' | 'occurrence_dates'>,
) => seriesRhythm(e, describeRecurrenceEu);

/** How Basque writes an event's days, a series' rhythm and an end time alone ('23:00ak arte'). */
const BASQUE_DATES: DateWords = {
  longDay: (day) => longDayEu(day),
  dayRange: dayRangeEu,
  rhythm: seriesRhythmEu,
  until: (time) => `${time}ak arte`,
};

/** datesTextEs in Basque: 'azaroaren 23a, astelehena' or a range; '' without a start date. */
export const datesTextEu = (e: Pick<EventRow, 'start_date' | 'end_date'>) => datesTextIn(BASQUE_DATES, e);

/** timesText in Basque: '20:00', '20:00 – 23:00', '23:00ak arte' or ''. */
export const timesTextEu = (e: Pick<EventRow, 'start_time' | 'end_time'>) => timesText(e, BASQUE_DATES.until);

/** whenTextEs in Basque: 'abenduaren 3a, osteguna · Ostegunero · 20:00' for a series. */
export const whenTextEu = (e: EventRow, from?: string) => whenTextIn(BASQUE_DATES, e, from);
