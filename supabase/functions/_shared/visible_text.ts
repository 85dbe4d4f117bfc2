/**
 * What counts as text in a submission: invisible characters, whitespace and marks that do not show on
 * their own, and the description's visible length. Pure and free of Deno APIs and of the city and
 * category tables, so the add-event form imports it too (src/features/submissions/domain/form-rules.ts)
 * and refuses exactly the descriptions validateSubmission() refuses.
 */
import { descriptionHtml, htmlToText } from './sanitize.ts';

/** Invisible characters with no use in this text: removed silently. (ZWJ/ZWNJ stay: emoji sequences use them.) */
export const INVISIBLE = /[\u200b\u2060\ufeff\u180e]/g;
/** What does not show on its own: whitespace, format characters and combining marks. */
const NOT_VISIBLE = /[\s\p{Cf}\p{M}]/gu;

export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** True when the text has at least one character that shows on its own. */
export function hasVisibleText(text: string): boolean {
  return text.replace(NOT_VISIBLE, '') !== '';
}

/** A multi-line field's line breaks: CRLF/CR → LF, no blanks before a break, at most one empty line. */
export function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The characters of a description that count towards MIN_DESCRIPTION_CHARS: those of its visible text
 * as stored (sanitised HTML, tags and entities resolved) that show on their own, i.e. no whitespace,
 * format characters or combining marks, counted in code points after NFC. Pure, and the one definition:
 * validateSubmission() counts with it, and so does the add-event form
 * (src/features/submissions/domain/form-rules.ts), each with its runtime's sanitiser of the one
 * allow-list, so both refuse the same descriptions.
 */
export function descriptionVisibleLength(text: string, sanitizeHtml: (html: string) => string): number {
  const clean = tidyLines(text.normalize('NFC').replace(INVISIBLE, ''));
  return codePointLength(htmlToText(descriptionHtml(clean, sanitizeHtml)).replace(NOT_VISIBLE, ''));
}
