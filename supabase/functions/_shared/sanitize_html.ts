/**
 * The functions' HTML sanitiser: the sanitize-html package (an HTML parser without a DOM) configured
 * with the allow-list of sanitize.ts. Its output is well-formed (every kept element closed, in
 * order) and escaped, so sanitizing it again changes nothing.
 */
import sanitize from 'sanitize-html';
import {
  ALLOWED_TAGS,
  descriptionHtml,
  DROPPED_WITH_CONTENT,
  LINK_ATTRIBUTES,
  RENAMED_TAGS,
  safeHref,
} from './sanitize.ts';

/** Dropped tags that separate words: a space takes their place so the text does not run together. */
const SEPARATORS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'tr',
  'td',
  'th',
  'table',
  'pre',
  'hr',
  'img',
  'dd',
  'dt',
  'dl',
  'figure',
  'figcaption',
]);

/** Sanitises user HTML to the allow-list. Idempotent: sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x). */
export function sanitizeHtml(input: string): string {
  let separated = false;
  const separate = (tag: string) => {
    if (SEPARATORS.has(tag)) separated = true;
  };
  return (
    sanitize(input.replace(/\r\n?/g, '\n'), {
      allowedTags: [...ALLOWED_TAGS],
      allowedAttributes: { a: ['href', ...Object.keys(LINK_ATTRIBUTES)] },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowProtocolRelative: false,
      nonTextTags: [...DROPPED_WITH_CONTENT],
      // An element left without text (a stray '</p>' opens and closes an empty paragraph) is dropped.
      exclusiveFilter: (frame: { tag: string; text: string }) =>
        frame.tag !== 'br' && frame.text.trim() === '',
      transformTags: {
        ...RENAMED_TAGS,
        // A link without a safe href is left bare (<a>) and unwrapped below: its text stays.
        a: (_tag: string, attribs: Record<string, string>) => {
          const href = safeHref(attribs.href ?? '');
          return { tagName: 'a', attribs: href === null ? {} : { href, ...LINK_ATTRIBUTES } };
        },
      },
      onOpenTag: separate,
      onCloseTag: separate,
      textFilter: (text: string) => {
        if (!separated) return text;
        separated = false;
        return ` ${text}`;
      },
    })
      .replace(/<br \/>/g, '<br>')
      // Links are never nested in the output (a link opening inside another closes it, as in browsers).
      .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
  );
}

/** A description as stored: sanitised HTML, or escaped plain text with its line breaks kept. */
export function descriptionToHtml(input: string): string {
  return descriptionHtml(input, sanitizeHtml);
}
