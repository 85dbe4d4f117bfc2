/**
 * The allow-list for user-supplied HTML (event descriptions), one rule for the app and the functions,
 * and the text helpers around it. Runtime-neutral and library-free: the functions sanitise with the
 * sanitize-html package (sanitize_html.ts), the app with DOMPurify (src/lib/sanitize-html.ts), both
 * configured from the lists below.
 *
 * Kept: the tags of ALLOWED_TAGS (page-level headings folded into h3/h4, see RENAMED_TAGS) and links
 * with an http(s) or mailto href, which open in a new tab without passing on the page or its rank
 * (LINK_ATTRIBUTES). Every other attribute is dropped (so no on* handlers, no style, no javascript:
 * URLs). Other tags are dropped and their text kept, except those of DROPPED_WITH_CONTENT, which go
 * with everything inside them. Comments, doctypes and processing instructions are dropped.
 */
import { decodeEntities } from './html_entities.ts';

export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
];

/** Page-level headings would compete with the page's own h1/h2; deeper ones are folded into h4. */
export const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };

/** Dropped together with everything inside them. */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'map',
  'area',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
];

/** What a kept link gets besides its href: a new tab, no referrer or opener, no ranking credit. */
export const LINK_ATTRIBUTES: Readonly<Record<string, string>> = {
  rel: 'noopener noreferrer nofollow',
  target: '_blank',
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escapes text but keeps well-formed entities (&amp;, &#233;, &eacute;) as they are. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Whitespace, control and invisible characters, which browsers ignore inside a URL scheme. */
// deno-lint-ignore no-control-regex
const HREF_NOISE = /[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/**
 * The href to keep, or null: only http(s) and mailto URLs, checked after entities, whitespace and
 * control characters are removed (so "jav&#x61;script:" or "java\tscript:" are caught).
 */
export function safeHref(raw: string): string | null {
  const cleaned = decodeEntities(raw).replace(HREF_NOISE, '');
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(cleaned)) return cleaned;
  if (!/^https?:\/\//i.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? cleaned : null;
  } catch {
    return null;
  }
}

/** The visible text of (sanitised) HTML: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|li)>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** True when the text contains something that looks like an HTML tag, comment or doctype. */
export function looksLikeHtml(text: string): boolean {
  return /<\s*[a-zA-Z!/?]/.test(text);
}

/**
 * A description as stored: HTML goes through the runtime's sanitiser (`sanitizeHtml`); plain text (no
 * tags at all) is escaped and its line breaks kept (blank lines → paragraphs, single line breaks →
 * <br>), because the event page renders the description as HTML.
 */
export function descriptionHtml(input: string, sanitizeHtml: (html: string) => string): string {
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (looksLikeHtml(text)) return sanitizeHtml(text);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paragraphs.length <= 1 && !text.includes('\n')) return escapeText(text);
  return paragraphs.map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`).join('');
}
