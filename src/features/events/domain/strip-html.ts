/** Plain text from event descriptions (HTML) for meta tags, calendar files and truncated cards. Pure, no DOM. */
import { decodeEntities } from '../../../../supabase/functions/_shared/html_entities.ts';

const BLOCK_TAGS =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * Tags dropped (block tags become a space so '<p>a</p><p>b</p>' reads 'a b'), script/style contents
 * removed, entities decoded in one pass (so '&amp;lt;' stays '&lt;'), whitespace collapsed.
 */
export function htmlToText(html: string | null | undefined): string {
  return decodeEntities(
    (html ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(BLOCK_TAGS, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters including the trailing '…', cut at the last word boundary when one falls
 * in the second half (else mid-word, so one very long word still gets shortened).
 */
export function truncate(text: string, max: number): string {
  const s = text.trim();
  if (s.length <= max) return s;
  if (max <= 1) return max === 1 ? '…' : '';
  const slice = s.slice(0, max - 1);
  // The slice already ends on a word boundary when the next character is a space.
  const space = /\s/.test(s[max - 1] ?? '') ? slice.length : slice.search(/\s\S*$/);
  const cut = space >= max / 2 ? slice.slice(0, space) : slice;
  return `${cut.replace(/[\s.,;:!?¡¿-]+$/, '')}…`;
}
