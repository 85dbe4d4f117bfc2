/**
 * An allow-list HTML sanitiser without a DOM, for user-supplied event descriptions.
 *
 * Kept: p, br, strong, b, em, i, u, ul, ol, li, and a with an http(s) or mailto href (which gets
 * rel="noopener noreferrer nofollow" and target="_blank"). Every other attribute is dropped (so no on*
 * handlers, no style, no javascript: URLs). Other tags are dropped and their text kept; the content of
 * script, style, iframe, svg and similar elements is dropped whole. Comments, doctypes and processing
 * instructions are dropped. Text is escaped, so a stray '<' or '>' can never open a tag. The output is
 * well-formed: every kept element is closed, in order.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'frameset',
  'plaintext',
  'head',
]);
/** Dropped tags that separate words; a space is kept in their place so text does not run together. */
const BLOCKISH = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'pre',
  'hr',
  'img',
  'dd',
  'dt',
  'dl',
  'figure',
  'figcaption',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

/** Decodes the entities that matter for URL checks and text length (numeric ones and a few named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? whole;
  });
}

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

interface Tag {
  name: string;
  closing: boolean;
  attrs: Map<string, string>;
  end: number; // index just past '>'
}

/** Parses a tag starting at `start` (which holds '<'); null when it is not a well-formed tag. */
function parseTag(html: string, start: number): Tag | null {
  let i = start + 1;
  let closing = false;
  if (html[i] === '/') {
    closing = true;
    i++;
  }
  const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(i, i + 64));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attrs = new Map<string, string>();
  const n = html.length;
  while (i < n) {
    const c = html[i]!;
    if (c === '>') return { name, closing, attrs, end: i + 1 };
    if (c === '/' || /\s/.test(c)) {
      i++;
      continue;
    }
    // Attribute name.
    let j = i;
    while (j < n && !/[\s/>=]/.test(html[j]!)) j++;
    if (j === i) {
      // A lone '=' or similar: skip it.
      i++;
      continue;
    }
    const attrName = html.slice(i, j).toLowerCase();
    i = j;
    while (i < n && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i]!)) i++;
      const q = html[i];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        let k = i;
        while (k < n && !/[\s>]/.test(html[k]!)) k++;
        value = html.slice(i, k);
        i = k;
      }
    }
    if (!attrs.has(attrName)) attrs.set(attrName, value);
  }
  return null; // no closing '>'
}

/** Sanitises user HTML to the allow-list above. Idempotent: sanitize(sanitize(x)) === sanitize(x). */
export function sanitizeHtml(input: string): string {
  const html = input.replace(/\r\n?/g, '\n');
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  const n = html.length;

  const closeUpTo = (name: string) => {
    const idx = open.lastIndexOf(name);
    if (idx === -1) return;
    while (open.length > idx) out.push(`</${open.pop()}>`);
  };

  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    if (lt > i) out.push(escapeText(html.slice(i, lt)));
    i = lt;

    // Comments, doctypes, CDATA, processing instructions: dropped.
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i + 2);
      i = end === -1 ? n : end + 1;
      continue;
    }

    const tag = parseTag(html, i);
    if (!tag) {
      out.push('&lt;');
      i++;
      continue;
    }
    i = tag.end;

    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) {
        const re = new RegExp(`</${tag.name}\\s*>`, 'ig');
        re.lastIndex = i;
        const m = re.exec(html);
        i = m ? m.index + m[0].length : n;
      }
      continue;
    }

    if (!ALLOWED.has(tag.name)) {
      if (BLOCKISH.has(tag.name)) out.push(' ');
      continue;
    }

    if (tag.closing) {
      if (!VOID.has(tag.name)) closeUpTo(tag.name);
      continue;
    }

    if (VOID.has(tag.name)) {
      out.push(`<${tag.name}>`);
      continue;
    }

    if (tag.name === 'a') {
      if (open.includes('a')) continue; // no nested links
      const raw = tag.attrs.get('href');
      const href = raw === undefined ? null : safeHref(raw);
      if (href === null) continue; // the text stays, the link goes
      out.push(`<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">`);
      open.push('a');
      continue;
    }

    if (tag.name === 'p' && open.includes('p')) closeUpTo('p'); // <p> inside <p> closes the first
    out.push(`<${tag.name}>`);
    open.push(tag.name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
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
 * A description as stored: HTML is sanitised; plain text (no tags at all) is escaped and its line
 * breaks kept (blank lines → paragraphs, single line breaks → <br>), because the event page renders
 * the description as HTML.
 */
export function descriptionToHtml(input: string): string {
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (looksLikeHtml(text)) return sanitizeHtml(text);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paragraphs.length <= 1 && !text.includes('\n')) return escapeText(text);
  return paragraphs.map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`).join('');
}
