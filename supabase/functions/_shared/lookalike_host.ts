/**
 * Look-alike link hosts: a host name that passes for a Latin one while using Cyrillic or Greek
 * letters that look the same ('аpple.com' with a Cyrillic 'а' is not 'apple.com'). A submitted link
 * with such a host is a likely phishing attempt, so the moderation view warns about it before anyone
 * publishes it.
 *
 * Pure, with no Deno, Node or DOM APIs, because the browser imports it (src/features/moderation
 * reads the stored link) and Deno and Node test it.
 *
 * A parsed URL keeps an international host in its ASCII form: each such label is 'xn--' followed by
 * the Punycode encoding of its letters. Nothing available in all three places turns it back: browsers
 * have no such API, `domainToUnicode` lives in Node's 'node:url', and the npm 'punycode' package is
 * shadowed in Node by the deprecated built-in module of the same name. Hence the small decoder here;
 * lookalike_host_test.ts checks it against Node's `domainToUnicode`.
 */

// ── Punycode decoding (the 'xn--' labels) ───────────────────────────────────────────────────
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const MAX_INT = 0x7fffffff;

/** The bias for the next code point, from how far the last one moved (the encoding's adaptation). */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** A base-36 digit: 'a'–'z' are 0–25, '0'–'9' are 26–35; anything else is BASE (not a digit). */
function digit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/**
 * The Unicode text of a Punycode string (a label without its 'xn--'), or null when it is not valid
 * Punycode. Labels are at most 63 characters, so the work is bounded.
 */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  const basic = delimiter < 0 ? 0 : delimiter;
  for (let j = 0; j < basic; j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length;) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const d = digit(input.charCodeAt(index++));
      if (d >= BASE || d > Math.floor((MAX_INT - i) / w)) return null;
      i += d * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (d < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/**
 * A host name as people read it: each 'xn--' label decoded to its letters ('xn--pple-43d.com' →
 * 'аpple.com'); a label that does not decode is kept as it is.
 */
export function hostnameToUnicode(hostname: string): string {
  return hostname
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      const decoded = decodePunycode(label.slice(4).toLowerCase());
      return decoded === null || decoded === '' ? label : decoded;
    })
    .join('.');
}

// ── Scripts ─────────────────────────────────────────────────────────────────────────────────
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
/**
 * Lower-case Cyrillic and Greek letters that are drawn like a Latin letter in common fonts (host names
 * are lower case once parsed): а с ԁ е ԍ һ і ј ӏ о р ԛ ѕ ԝ х у ү ь п г ѵ ѡ ҽ and α ε η ι ϳ κ ν ο ρ τ υ χ ϲ.
 */
const LATIN_LOOKALIKE =
  /^[\u0430\u0441\u0501\u0435\u050d\u04bb\u0456\u0458\u04cf\u043e\u0440\u051b\u0455\u051d\u0445\u0443\u04af\u044c\u043f\u0433\u0475\u0461\u04bd\u03b1\u03b5\u03b7\u03b9\u03f3\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7\u03f2]$/u;

/** True when the label has letters and every one is a Cyrillic or Greek look-alike of a Latin letter. */
function onlyLookalikes(label: string): boolean {
  let letters = 0;
  for (const char of label) {
    if (!/\p{L}/u.test(char)) continue;
    if (!LATIN_LOOKALIKE.test(char)) return false;
    letters++;
  }
  return letters > 0;
}

/**
 * True when a host name imitates a Latin one with Cyrillic or Greek letters: one of its labels mixes
 * Latin letters with Cyrillic or Greek ones ('аpple.com'), or a label written only with Cyrillic or
 * Greek look-alikes of Latin letters sits beside a Latin label ('аррӏе.com'). A host wholly in
 * Cyrillic or Greek ('пример.рф') is a real address in that alphabet and is not flagged, nor is a
 * Cyrillic word that does not pass for a Latin one ('пример.com'). Takes the host in either form
 * ('xn--pple-43d.com' or 'аpple.com').
 */
export function isLookalikeHostname(hostname: string): boolean {
  const labels = hostnameToUnicode(hostname.toLowerCase()).split('.');
  let latinLabel = false;
  let imitation = false;
  for (const label of labels) {
    const latin = LATIN.test(label);
    const other = CYRILLIC_OR_GREEK.test(label);
    if (latin && other) return true;
    if (latin) latinLabel = true;
    if (other && onlyLookalikes(label)) imitation = true;
  }
  return latinLabel && imitation;
}

export interface LookalikeLink {
  /** The link as given. */
  url: string;
  /** The host as stored and as the browser will contact it ('xn--pple-43d.com'). */
  host: string;
  /** The host as a reader sees it ('аpple.com'). */
  shownHost: string;
}

/** The link's host when it is a look-alike (see isLookalikeHostname); null otherwise or when it does not parse. */
export function lookalikeLink(url: string): LookalikeLink | null {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return null;
  }
  if (!isLookalikeHostname(hostname)) return null;
  return { url, host: hostname, shownHost: hostnameToUnicode(hostname) };
}
