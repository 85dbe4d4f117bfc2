/**
 * Allow-list HTML sanitiser for user-supplied event descriptions (sanitised on submission and again
 * when rendered). The input is parsed with DOMParser (an inert document: nothing runs, nothing loads)
 * and a clean tree is built from scratch: only the tags below survive, with no attributes except a
 * safe href on links. Everything else is dropped; harmless wrappers (div, span, font…) are unwrapped
 * so their text stays, dangerous containers (script, style, iframe, svg…) go with their contents.
 */

const ALLOWED_TAGS: ReadonlySet<string> = new Set([
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
]);

/** Page-level headings would compete with the page's own h1/h2; deeper ones are folded into h4. */
const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
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
]);

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** The href when it is an absolute http(s) or mailto URL; null otherwise (relative, javascript:, data:…). */
export function safeHref(raw: string | null): string | null {
  // The URL parser strips what browsers strip ('java\tscript:' is 'javascript:'), so its protocol is
  // the one a click would use; relative URLs have no base here and throw.
  try {
    const url = new URL((raw ?? '').trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      cleanElement(child as Element, target, doc);
    }
    // Comments, processing instructions and anything else are dropped.
  }
}

function cleanElement(el: Element, target: Node, doc: Document): void {
  const name = el.localName.toLowerCase();
  // Elements outside the HTML namespace (inside svg/math) never reach here: those are dropped whole.
  if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED_WITH_CONTENT.has(name)) return;
  const tag = RENAMED_TAGS[name] ?? name;
  if (!ALLOWED_TAGS.has(tag)) {
    cleanChildren(el, target, doc);
    return;
  }
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (href === null) {
      cleanChildren(el, target, doc); // keep the link text, lose the link
      return;
    }
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    cleanChildren(el, link, doc);
    target.appendChild(link);
    return;
  }
  const clean = doc.createElement(tag);
  if (tag !== 'br') cleanChildren(el, clean, doc);
  target.appendChild(clean);
}

/** Safe HTML to put into the page: allowed markup kept, everything else removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  const input = html ?? '';
  if (input.trim() === '') return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${input}`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  cleanChildren(parsed.body, root, out);
  return root.innerHTML;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Plain text (no tags at all) becomes paragraphs and line breaks, so a description typed with
 * Enter keeps its shape; HTML is left as it is. Feed the result to sanitizeHtml.
 */
export function plainTextToHtml(text: string): string {
  if (/<[a-z!/]/i.test(text)) return text;
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
