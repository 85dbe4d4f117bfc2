/**
 * Text helpers shared by the source adapters: HTML entities, tolerant JSON, plain-text cleaning, links
 * and a stable hash. Runtime-neutral (no Deno or Node APIs): the CLI, the edge function and the tests
 * import it.
 */
import { decodeEntities, safeHref } from '../../sanitize.ts';

/**
 * Named entities that sanitize.ts' decodeEntities leaves as they are: the Latin-1 set (&aacute;,
 * &ntilde;, &ordm;…) and the typographic ones that Spanish agendas use (&euro;, &hellip;, &ldquo;…).
 * Names are case-sensitive, as in HTML (&Aacute; is not &aacute;). The Latin-1 names are those of
 * U+00A0 … U+00FF, in order.
 */
const LATIN1_NAMES = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn ' +
  'sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave ' +
  'Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN ' +
  'szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute ' +
  'icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml ' +
  'yacute thorn yuml'
).split(' ');

const NAMED: Record<string, string> = {
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsaquo: '‹',
  rsaquo: '›',
  bull: '•',
  trade: '™',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  prime: '′',
  Prime: '″',
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Yuml: 'Ÿ',
  fnof: 'ƒ',
  circ: 'ˆ',
  tilde: '˜',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  minus: '−',
};
LATIN1_NAMES.forEach((name, i) => {
  NAMED[name] = String.fromCharCode(0xa0 + i);
});

const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi;

/** Characters that mean markup in HTML: their entities stay encoded in HTML text. */
const MARKUP = new Set(['<', '>', '&', '"', "'"]);

function decodeOne(whole: string, body: string): string {
  if (body[0] !== '#') {
    const named = NAMED[body];
    if (named !== undefined && whole.endsWith(';')) return named;
  }
  return decodeEntities(whole);
}

/** Plain text with every entity decoded in one pass (so '&amp;aacute;' gives '&aacute;', not 'á'). */
export function decodeTextEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => decodeOne(whole, body));
}

/**
 * HTML with its entities decoded except those of markup characters (&lt; &gt; &amp; &quot; &#39;…),
 * which stay encoded so that decoding never creates a tag or breaks an attribute. The HTML itself is
 * sanitised later, by the mapping.
 */
export function decodeHtmlEntities(html: string): string {
  return html.replace(ENTITY, (whole, body: string) => {
    const out = decodeOne(whole, body);
    return MARKUP.has(out) ? whole : out;
  });
}

/** A plain-text field as an item keeps it: entities decoded, whitespace collapsed; undefined when empty. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = decodeTextEntities(value)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

/** An HTML field (a description): entities decoded as decodeHtmlEntities says, trimmed; undefined when empty. */
export function cleanHtml(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const html = decodeHtmlEntities(value).trim();
  return html === '' ? undefined : html;
}

/**
 * A link field (the item's page, tickets, image): absolute http(s) only, resolved against `base` when
 * relative. Any other scheme (javascript:, data:, mailto:…) is not a link to the item and is dropped.
 */
export function cleanUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const raw = decodeTextEntities(value).trim();
  if (raw === '') return undefined;
  let candidate = raw;
  if (base && !/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    try {
      candidate = new URL(raw, base).href;
    } catch {
      return undefined;
    }
  }
  const safe = safeHref(candidate);
  return safe !== null && /^https?:/i.test(safe) ? safe : undefined;
}

/** A number from a number or a numeric string ('43.26', '43,26'); undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.trim().replace(',', '.');
  if (!/^[+-]?\d+(\.\d+)?$/.test(s)) return undefined;
  return Number(s);
}

/** Latitude and longitude when both are real coordinates (0,0 is "unknown" in open-data portals). */
export function coordinates(lat: unknown, lon: unknown): { latitude?: number; longitude?: number } {
  const latitude = toNumber(lat);
  const longitude = toNumber(lon);
  if (latitude === undefined || longitude === undefined) return {};
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return {};
  return { latitude, longitude };
}

/** A source's id as text: strings trimmed, numbers written out; undefined when missing. */
export function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/** Lower case, no accents, no punctuation: for matching names ('Donostia / San Sebastián'). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Control characters (U+0000–U+001F) inside JSON strings become spaces, and those outside strings
 * other than tab, CR and LF too: some portals write raw newlines, tabs or \u0001 into their strings,
 * which a strict JSON.parse refuses. Escapes (\n written as two characters) are left alone.
 */
export function cleanJsonControls(text: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const code = c.charCodeAt(0);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      out += code < 0x20 ? ' ' : c;
      continue;
    }
    if (c === '"') inString = true;
    out += code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r' ? ' ' : c;
  }
  return out;
}

/**
 * JSON.parse, and on failure the same after cleanJsonControls; throws an Error that names `what`
 * when even that fails. A byte-order mark is ignored.
 */
export function parseJsonLenient(text: string, what: string): unknown {
  const body = text.replace(/^\ufeff/, '');
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(cleanJsonControls(body));
    } catch (error) {
      throw new Error(`${what}: el documento no es JSON válido (${(error as Error).message})`);
    }
  }
}

/** A short stable hash (53-bit, hex) for ids that a source does not give. */
export function stableHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object without its undefined fields (so items compare and print cleanly). */
export function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as Array<keyof T>) if (value[key] === undefined) delete value[key];
  return value;
}

/**
 * ISO 639-1 codes from a source's language field: 'ES', 'EU', 'es-ES' (a locale: its language only),
 * 'ES/EU', 'ES-EU' (two languages: a hyphen between two upper- or two lower-case codes lists them),
 * ['eu'].
 */
export function languageCodes(value: unknown): string[] {
  const codes: string[] = [];
  const add = (v: unknown) => {
    if (typeof v !== 'string') return;
    for (const token of v.trim().split(/[\s,;/|]+/)) {
      const parts = /^[a-z]{2}[-_][A-Z]{2}$/.test(token) ? [token.slice(0, 2)] : token.split(/[-_]/);
      for (const part of parts) {
        const code = part.toLowerCase();
        if (/^[a-z]{2}$/.test(code) && !codes.includes(code)) codes.push(code);
      }
    }
  };
  if (Array.isArray(value)) value.forEach(add);
  else add(value);
  return codes;
}
