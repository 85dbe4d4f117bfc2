/**
 * Text of an imported item made fit for the events table: plain one-line text (titles, venues), the
 * description as submissions store it, and links. Pure and runtime-neutral (Node, Deno, browser).
 */
import { decodeEntities } from '../html_entities.ts';
import { looksLikeHtml } from '../sanitize.ts';
import { descriptionToHtml } from '../sanitize_html.ts';
import { codePointLength, hasVisibleText, INVISIBLE, tidyLines } from '../visible_text.ts';

/** The events table's limits (events_*_length checks), in characters. */
export const DB_LIMITS = {
  title: 300,
  description: 20000,
  venue: 300,
  town: 120,
  neighborhood: 120,
  address: 500,
  organizer: 300,
  url: 2048,
} as const;

// Submissions refuse these characters; an import cannot ask the source to fix them, so they are removed.
// C0/C1 controls except tab, LF and CR (line breaks matter to descriptions), and non-characters.
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
/** Bidirectional marks, embeddings, overrides and isolates (the "Trojan Source" characters). */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Removes what no stored text may hold: lone surrogates, control and bidi characters, invisibles. */
function dropUnsafeCharacters(text: string): string {
  return text
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(BIDI, '')
    .replace(CONTROL, '');
}

/** The first `max` code points of the text, the last one replaced by '…' when it was cut. */
export function cutToLength(text: string, max: number): string {
  if (codePointLength(text) <= max) return text;
  return `${[...text]
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ');
}

/**
 * Plain one-line text: tags removed (a tag becomes a space), entities decoded, whitespace collapsed,
 * cut to `max` characters. Null when nothing visible is left.
 */
export function plainText(raw: string | undefined | null, max: number): string | null {
  if (raw === undefined || raw === null) return null;
  // Tags are removed before and after decoding: a source that escapes its HTML ('&lt;b&gt;') would
  // otherwise leave tags in a plain-text field.
  const text = dropUnsafeCharacters(stripTags(decodeEntities(stripTags(raw))))
    .replace(/\s+/g, ' ')
    .trim();
  if (!hasVisibleText(text)) return null;
  return cutToLength(text, max);
}

/**
 * The description as submissions store it: the same cleaning as the form's description (NFC,
 * invisible characters removed, line breaks tidied) and the same descriptionToHtml() (HTML sanitised
 * to the allow-list, plain text escaped with its paragraphs kept). Null when nothing visible is left.
 * A description longer than the table allows is cut before a tag and re-sanitised, so the stored HTML
 * stays well-formed.
 */
export function cleanDescription(
  raw: string | undefined | null,
  max: number = DB_LIMITS.description,
): string | null {
  if (raw === undefined || raw === null) return null;
  let text = tidyLines(dropUnsafeCharacters(raw));
  if (!hasVisibleText(text)) return null;
  // A source that escapes its HTML ('&lt;p&gt;Hola&lt;/p&gt;') means the HTML: decoded once, then
  // sanitised like any other (otherwise the page would show the tags as text).
  if (!looksLikeHtml(text) && looksLikeHtml(decodeEntities(text))) text = tidyLines(decodeEntities(text));
  let html = descriptionToHtml(text);
  while (html.length > max && text.length > 0) {
    // Cut the source so the result shrinks proportionally, never inside a tag, at a word boundary.
    let cut = Math.floor((text.length * max) / html.length) - 1;
    const lastOpen = text.lastIndexOf('<', cut);
    if (lastOpen > text.lastIndexOf('>', cut)) cut = lastOpen;
    const space = text.lastIndexOf(' ', cut);
    if (space > cut - 50 && space > 0) cut = space;
    text = `${text.slice(0, Math.max(0, cut)).trimEnd()}…`;
    html = descriptionToHtml(text);
  }
  const visible = html.replace(/<[^>]*>/g, '');
  return hasVisibleText(decodeEntities(visible)) ? html : null;
}

/**
 * An absolute http(s) link, or null: other schemes (javascript:, data:, mailto:), relative paths,
 * links with credentials and links longer than the table allows are dropped. Entities and invisible
 * characters are resolved first, so 'jav&#x61;script:' is caught.
 */
export function httpUrl(raw: string | undefined | null): string | null {
  if (raw === undefined || raw === null) return null;
  const text = dropUnsafeCharacters(decodeEntities(raw)).trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  const href = url.href;
  return href.length <= DB_LIMITS.url ? href : null;
}
