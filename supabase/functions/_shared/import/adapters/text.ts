/**
 * Text helpers shared by the source adapters: text and HTML fields (entities decoded by
 * html_entities.ts), tolerant JSON, links and a stable hash. Runtime-neutral (no Deno or Node APIs):
 * the CLI, the edge function and the tests import it.
 */
import { decodeEntities } from '../../html_entities.ts';
import { safeHref } from '../../sanitize.ts';

/** A plain-text field as an item keeps it: entities decoded, whitespace collapsed; undefined when empty. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = decodeEntities(value)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

/**
 * An HTML field (a description), trimmed; undefined when empty. Its entities are decoded except those
 * of markup characters (&lt; &amp;…), so decoding never creates a tag; the mapping sanitises it later.
 */
export function cleanHtml(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const html = decodeEntities(value, { keepMarkup: true }).trim();
  return html === '' ? undefined : html;
}

/**
 * A link field (the item's page, tickets, image): absolute http(s) only, resolved against `base` when
 * relative. Any other scheme (javascript:, data:, mailto:…) is not a link to the item and is dropped.
 */
export function cleanUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const raw = decodeEntities(value).trim();
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
