/**
 * Hours and prices written as free text by the sources ('De 10:00 a 14:00', '20.30', '19:00etan',
 * 'Sarrera doan', '5-12 €'). Pure and runtime-neutral. The rule is honesty: a value is filled only
 * when the text states it without doubt; anything else leaves it empty rather than guessing.
 */
import { normalizeText } from '../city_towns.ts';

// ── Hours ──────────────────────────────────────────────────────────────────────

export interface HoursReading {
  /** 'HH:MM', Madrid wall time. */
  startTime: string;
  /** 'HH:MM' when the text gives the end of the same slot, else null. */
  endTime: string | null;
}

interface Slot {
  start: string;
  end: string | null;
  /** Index in the text just past the slot. */
  at: number;
  from: number;
}

/**
 * Clock times, tried in this order at each place of the text. Every pattern refuses digits glued to
 * other digits, dots, commas, colons or slashes, so dates ('12.05.2025', '12/05') and amounts
 * ('1.250') are not read as hours. `bare` marks a whole hour without a unit ('a las 8', '8etan'),
 * which is read only when unambiguous: 12 to 23, or with a part of the day ('de la tarde', 'arratsaldeko').
 */
const TIME_PATTERNS: ReadonlyArray<{ re: RegExp; bare?: true; read: (m: RegExpExecArray) => string | null }> =
  [
    // '10-14 h', '10 a 14 horas': a range of whole hours with one unit at the end.
    {
      re: /(?<![\d.,:/])(\d{1,2})\s*(?:-|–|a|hasta)\s*(\d{1,2})\s*(?:h|hs|hrs|horas?)\b\.?/y,
      read: (m) => {
        const a = clock(m[1]!, '00');
        const b = clock(m[2]!, '00');
        return a && b ? `${a}-${b}` : null;
      },
    },
    // '20:00', '20.30', '20:00h', '20:00 horas', '8:30 pm', '19:00etan'.
    {
      re: /(?<![\d.,:/])(\d{1,2})[:.](\d{2})(?![\d]|[.,:/]\d)(?:\s*(?:h|hs|hrs|horas?)\b\.?)?(?:\s*(am|pm|a\.m\.|p\.m\.))?/y,
      read: (m) => clock(m[1]!, m[2]!, m[3]),
    },
    // '20h30'.
    { re: /(?<![\d.,:/])(\d{1,2})h(\d{2})(?!\d)/y, read: (m) => clock(m[1]!, m[2]!) },
    // '20 h', '20h', '20 horas', '8 pm'.
    {
      re: /(?<![\d.,:/])(\d{1,2})\s*(?:(?:h|hs|hrs|horas?)\b\.?|(am|pm|a\.m\.|p\.m\.))/y,
      read: (m) => clock(m[1]!, '00', m[2]),
    },
    // 'a las 19', Basque '19etan'.
    { re: /(?<=\ba las\s)(\d{1,2})(?![\d.,:/])/y, bare: true, read: (m) => clock(m[1]!, '00') },
    { re: /(?<![\d.,:/])(\d{1,2})etan\b/y, bare: true, read: (m) => clock(m[1]!, '00') },
  ];

/** A part of the day after the time ('8:30 de la tarde') or, in Basque, before it ('arratsaldeko 7etan'). */
const PART_OF_DAY_AFTER = /^\s*(?:de la|del|por la)\s+(manana|tarde|noche|madrugada|mediodia)\b/;
const PART_OF_DAY_BEFORE = /\b(goizeko|eguerdiko|arratsaldeko|gaueko)\s*$/;
const AFTERNOON = new Set(['tarde', 'noche', 'arratsaldeko', 'gaueko']);

/** Words between two times that make them one range ('10:00 a 14:00', '10:00etatik 14:00etara'). */
const RANGE_JOINERS = new Set([
  '-',
  '–',
  '—',
  'a',
  'hasta',
  'to',
  'etatik',
  'tatik',
  'tik',
  'etatik -',
  'tik -',
]);

/** Day names (Spanish and Basque, singular and plural stems): a new one after times starts a new clause. */
const DAY_NAME =
  /\b(lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|laborables?|festivos?|fines? de semana|diario|astelehen\w*|astearte\w*|asteazken\w*|ostegun\w*|ostiral\w*|larunbat\w*|igande\w*|jai egun\w*|jaiegun\w*|lanegun\w*|asteburu\w*)\b/g;

function clock(h: string, m: string, meridiem?: string): string | null {
  let hour = Number(h);
  const minute = Number(m);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'HH:MM' moved to the afternoon when a part of the day says so ('8:30 de la tarde' → 20:30). */
function withPartOfDay(time: string, part: string | undefined): string {
  const hour = Number(time.slice(0, 2));
  if (part === undefined || !AFTERNOON.has(part) || hour >= 12) return time;
  return `${String(hour + 12).padStart(2, '0')}${time.slice(2)}`;
}

interface TimeToken {
  time: string;
  end?: string;
  from: number;
  to: number;
}

/** The clock times of a normalised text, in order, each with where it starts and ends. */
function readTimes(text: string): TimeToken[] {
  const out: TimeToken[] = [];
  let i = 0;
  while (i < text.length) {
    let matched = false;
    for (const { re, read, bare } of TIME_PATTERNS) {
      re.lastIndex = i;
      const m = re.exec(text);
      if (!m) continue;
      const value = read(m);
      if (value === null) continue;
      let to = re.lastIndex;
      const after = PART_OF_DAY_AFTER.exec(text.slice(to));
      const before = PART_OF_DAY_BEFORE.exec(text.slice(Math.max(0, i - 20), i));
      const part = after?.[1] ?? before?.[1];
      if (after) to += after[0].length;
      const [start, end] = value.split('-') as [string, string | undefined];
      if (bare && part === undefined && Number(start.slice(0, 2)) < 12) continue; // 'a las 8': morning or evening?
      const token: TimeToken = { time: withPartOfDay(start, part), from: i, to };
      if (end !== undefined) token.end = withPartOfDay(end, part);
      out.push(token);
      i = to;
      matched = true;
      break;
    }
    if (!matched) i++;
  }
  return out;
}

/** Times joined into slots: two times with a range word between them are one slot. */
function readSlots(text: string): Slot[] {
  const times = readTimes(text);
  const slots: Slot[] = [];
  for (let k = 0; k < times.length; k++) {
    const t = times[k]!;
    if (t.end !== undefined) {
      slots.push({ start: t.time, end: t.end, from: t.from, at: t.to });
      continue;
    }
    const next = times[k + 1];
    const between = next ? text.slice(t.to, next.from).trim().replace(/\s+/g, ' ') : '';
    if (next && next.end === undefined && RANGE_JOINERS.has(between)) {
      slots.push({ start: t.time, end: next.time, from: t.from, at: next.to });
      k++;
    } else {
      slots.push({ start: t.time, end: null, from: t.from, at: t.to });
    }
  }
  return slots;
}

/**
 * Start and end time from free text, or null when the text gives none or is ambiguous.
 *
 * - One time ('20:00h', '20.30', '20 h', 'a las 19:00', '19:00etan', 'Ordutegia: 18:00') → its start.
 * - One range ('De 10:00 a 14:00', '19:30 - 21:00', '10-14 h') → start and end.
 * - Several slots the same day ('10:00-14:00 y 17:00-20:00', sessions '18:00 y 20:30') → the first
 *   slot: the event does start then.
 * - Clauses for different days ('Lunes a viernes: 10:00-20:00; sábados: 10:00-14:00') → the first
 *   slot's start only when every clause starts at the same time, its end only when every clause ends
 *   at the same time; no time when the days start at different times.
 */
export function parseHours(raw: string | undefined | null): HoursReading | null {
  if (!raw) return null;
  const text = normalizeText(raw);
  const slots = readSlots(text);
  if (slots.length === 0) return null;

  // Split into day clauses: a day name that comes after a slot of the current clause starts a new one.
  const dayStarts = [...text.matchAll(DAY_NAME)].map((m) => m.index ?? 0);
  const clauses: Slot[][] = [[]];
  for (const slot of slots) {
    const current = clauses[clauses.length - 1]!;
    const previous = current[current.length - 1];
    if (previous && dayStarts.some((d) => d >= previous.at && d < slot.from)) clauses.push([slot]);
    else current.push(slot);
  }
  const firsts = clauses.map((c) => c[0]!);
  const first = firsts[0]!;
  if (firsts.some((s) => s.start !== first.start)) return null;
  const end = firsts.every((s) => s.end === first.end) ? first.end : null;
  return { startTime: first.start, endTime: end === first.start ? null : end };
}

// ── Prices ─────────────────────────────────────────────────────────────────────

export interface PriceReading {
  /** The lowest amount in euros (the product shows one price: the cheapest ticket), null when none. */
  price: number | null;
  isFree: boolean;
}

/** The table's price check: numeric(10,2), below 100000. */
const MAX_PRICE = 99999.99;

/** Words that say the event costs nothing (normalised: lower case, no accents). */
const FREE_WORDS =
  /\b(gratis|gratuit[oa]s?|entrada\s*:?\s*libre|acceso\s*:?\s*libre|libre acceso|sin coste|sarrera\s*:?\s*(?:doan|librea|askea)|doan|dohainik|doako(?:a)?|free)\b/;

const NUM = String.raw`\d+(?:[.,]\d+)*`;
const CUR = String.raw`(?:€|eur(?:os?)?\b|euro(?:tan|ko|ak)?\b)`;
/** '5-12 €', 'de 5 a 12 €', '8/10 €': both ends of the range are amounts. */
const RANGE_AMOUNT = new RegExp(
  String.raw`(?<![\d.,])(${NUM})\s*(?:${CUR})?\s*(?:-|–|a|\/|y|o)\s*(${NUM})\s*${CUR}`,
  'g',
);
const AMOUNT_THEN_CURRENCY = new RegExp(String.raw`(?<![\d.,])(${NUM})\s*${CUR}`, 'g');
const CURRENCY_THEN_AMOUNT = new RegExp(String.raw`${CUR}\s*(${NUM})(?![\d])`, 'g');
/** 'Precio: 12', 'Entrada 8', 'Desde 5': a label that only prices follow. */
const LABELLED_AMOUNT = new RegExp(
  String.raw`\b(?:precios?|prezioa|entradas?|sarrera|desde|tarifa|donativo)\s*:?\s*(${NUM})(?![\d.,]|\s*%|\s*x\s*\d)`,
  'g',
);
const ONLY_NUMBER = new RegExp(String.raw`^\s*(${NUM})\s*$`);

/**
 * Spanish number text → number: ',' is the decimal mark; '.' groups thousands when three digits follow
 * it ('1.000'), else it is a decimal point ('12.5'). NaN when it cannot be read.
 */
function parseAmount(token: string): number {
  const parts = token.split(/[.,]/);
  if (parts.length === 1) return Number(token);
  const last = parts[parts.length - 1]!;
  const lastSep = token[token.length - last.length - 1];
  const isDecimal = last.length <= 2 && (lastSep === ',' || parts.length === 2);
  if (!isDecimal) return last.length === 3 ? Number(parts.join('')) : NaN;
  return Number(`${parts.slice(0, -1).join('')}.${last}`);
}

/**
 * Price from free text.
 *
 * - Amounts in euros ('10 €', '10,50€', 'EUR 10', 'Precio: 12', a bare number) → the lowest as the
 *   price; a range ('5-12 €', 'De 5 a 12 €') gives its lower end.
 * - Only zero amounts ('0 €') → free.
 * - No amount and a free word ('Gratis', 'Gratuito', 'Entrada libre', 'Sarrera doan', 'Doan', 'Free')
 *   → free.
 * - A free word beside a paid amount ('Gratis para socios; 5 € resto') → not free, the amount is the
 *   price: somebody pays it.
 * - Nothing readable → no price and not free.
 */
export function parsePrice(raw: string | undefined | null): PriceReading {
  const none: PriceReading = { price: null, isFree: false };
  if (!raw) return none;
  let text = normalizeText(raw).replace(/\s+/g, ' ');
  const amounts: number[] = [];
  const take = (re: RegExp, groups: number[]) => {
    text = text.replace(re, (...m: string[]) => {
      for (const g of groups) amounts.push(parseAmount(m[g]!));
      return ' ';
    });
  };
  const whole = ONLY_NUMBER.exec(text);
  if (whole) amounts.push(parseAmount(whole[1]!));
  else {
    take(RANGE_AMOUNT, [1, 2]);
    take(AMOUNT_THEN_CURRENCY, [1]);
    take(CURRENCY_THEN_AMOUNT, [1]);
    take(LABELLED_AMOUNT, [1]);
  }
  const valid = amounts.filter((n) => Number.isFinite(n) && n >= 0 && n <= MAX_PRICE);
  const paid = valid.filter((n) => n > 0);
  if (paid.length > 0) return { price: Math.round(Math.min(...paid) * 100) / 100, isFree: false };
  if (valid.length > 0) return { price: null, isFree: true }; // only '0 €'
  return FREE_WORDS.test(text) ? { price: null, isFree: true } : none;
}
