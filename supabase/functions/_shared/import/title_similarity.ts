/**
 * How alike two event titles are, to tell the same event published by two sources ('Concierto de
 * Kepa Junkera' on one, 'KEPA JUNKERA - Kontzertua' on another). Pure and runtime-neutral; Deno
 * resolves 'fastest-levenshtein' through the function's import map (npm:fastest-levenshtein@1.0.16).
 *
 * Text is normalised as the app's search does (normalizeText: accents and case removed; words are runs
 * of letters and digits) and words are compared with the app's fuzzy word similarity,
 * 1 − levenshtein / longer length.
 */
import { distance } from 'fastest-levenshtein';
import { normalizeText } from '../city_towns.ts';

/** At or above this, two titles (same day, same city) name the same event. Cases: tests/import/map-item.test.ts. */
export const DUPLICATE_TITLE_THRESHOLD = 0.8;

/** Words that join a title's parts and say nothing about the event (Spanish and Basque). */
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'lo',
  'y',
  'e',
  'en',
  'a',
  'al',
  'con',
  'por',
  'para',
  'un',
  'una',
  'unos',
  'unas',
  'su',
  'sus',
  'o',
  'u',
  'eta',
  'bat',
  'da',
  'the',
  'and',
  'of',
]);

/**
 * Words that say what kind of event it is, in Spanish and Basque (any ending: 'kontzertua',
 * 'conciertos'), → one shared word, so the two languages match. They weigh GENERIC_WEIGHT, so
 * 'Teatro: Hamlet' and 'Concierto: Hamlet' stay apart while 'Kepa Junkera' and 'Concierto de Kepa
 * Junkera' come together.
 */
const GENERIC_WORDS: ReadonlyArray<readonly [prefixes: readonly string[], word: string]> = [
  [['concierto', 'kontzertu', 'concert'], 'concierto'],
  [['teatro', 'antzerki', 'antzezlan'], 'teatro'],
  [['exposicion', 'erakusketa'], 'exposicion'],
  [['taller', 'tailer'], 'taller'],
  [['conferencia', 'hitzaldi', 'charla'], 'charla'],
  [['visita', 'bisita'], 'visita'],
  [['guiada', 'gidatu'], 'guiada'],
  [['cine', 'zinema'], 'cine'],
  [['festival', 'jaialdi'], 'festival'],
  [['danza', 'dantza'], 'danza'],
  [['espectaculo', 'ikuskizun'], 'espectaculo'],
  [['presentacion', 'aurkezpen'], 'presentacion'],
  [['proyeccion', 'emanaldi'], 'proyeccion'],
  [['fiesta', 'jaia', 'festa'], 'fiesta'],
  [['feria', 'azoka'], 'feria'],
  [['musica', 'musika'], 'musica'],
  [['infantil', 'haurrentzat', 'umeentzat'], 'infantil'],
  [['recital', 'errezital'], 'recital'],
  [['directo', 'zuzenean'], 'directo'],
];
const GENERIC_WEIGHT = 0.5;
/** A generic word's ending after its prefix is at most this long ('kontzertu' + 'ak'). */
const MAX_ENDING = 3;

/** A word counts as the other with a typo at this similarity or more ('Junkera' / 'Junquera'). */
const WORD_MATCH = 0.75;
/** Credit for a word that is the start of the other (a Basque ending: 'Junkera' / 'Junkeraren'). */
const PREFIX_CREDIT = 0.9;
const MIN_PREFIX = 4;

interface Word {
  text: string;
  weight: number;
}

function words(title: string): Word[] {
  const tokens = normalizeText(title).match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: Word[] = [];
  for (const token of tokens) {
    if (STOP_WORDS.has(token)) continue;
    const generic = GENERIC_WORDS.find(([prefixes]) =>
      prefixes.some((p) => token.startsWith(p) && token.length - p.length <= MAX_ENDING),
    );
    const word = generic ? { text: generic[1], weight: GENERIC_WEIGHT } : { text: token, weight: 1 };
    if (!out.some((w) => w.text === word.text)) out.push(word);
  }
  return out;
}

/** How far one word counts as another, 0..1: equal, a typo, or one the start of the other. Numbers only equal. */
function wordCredit(a: string, b: string): number {
  if (a === b) return 1;
  if (/\d/.test(a) || /\d/.test(b)) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= MIN_PREFIX && long.startsWith(short)) return PREFIX_CREDIT;
  const similarity = 1 - distance(a, b) / long.length;
  return similarity >= WORD_MATCH ? similarity : 0;
}

/**
 * Similarity of two titles, 0..1, independent of word order, accents, case, punctuation and joining
 * words: each word of the shorter title is paired with its best unused match in the other, and the
 * matched weight is compared with both titles' total weight (2·matched / (total A + total B)).
 */
export function titleSimilarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.length === 0 || wb.length === 0) {
    const na = normalizeText(a).trim();
    return na !== '' && na === normalizeText(b).trim() ? 1 : 0;
  }
  const [small, large] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  const used = new Set<number>();
  let matched = 0;
  for (const w of small) {
    let best = 0;
    let bestIndex = -1;
    large.forEach((other, index) => {
      if (used.has(index)) return;
      const credit = wordCredit(w.text, other.text) * Math.min(w.weight, other.weight);
      if (credit > best) {
        best = credit;
        bestIndex = index;
      }
    });
    if (bestIndex >= 0) {
      used.add(bestIndex);
      matched += best;
    }
  }
  const total = wa.reduce((s, w) => s + w.weight, 0) + wb.reduce((s, w) => s + w.weight, 0);
  return Math.min(1, (2 * matched) / total);
}
