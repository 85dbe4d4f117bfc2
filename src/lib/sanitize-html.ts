/**
 * The app's sanitiser for user-supplied event descriptions (on submission and again when rendered):
 * DOMPurify with the functions' own allow-list (supabase/functions/_shared/sanitize.ts).
 */
import DOMPurify from 'dompurify';
import {
  ALLOWED_TAGS,
  descriptionHtml,
  DROPPED_WITH_CONTENT,
  LINK_ATTRIBUTES,
  RENAMED_TAGS,
} from '../../supabase/functions/_shared/sanitize.ts';
import { safeHref } from './safe-href';

// The build-time render of the first paint (Node, no DOM) loads this module but renders no
// description: DOMPurify is then unsupported and gets no hook.
const purify = DOMPurify();

if (purify.isSupported)
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = safeHref(node.getAttribute('href'));
    if (href === null) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', href);
    for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) node.setAttribute(name, value);
  });

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS, ...Object.keys(RENAMED_TAGS)],
  ALLOWED_ATTR: ['href'],
  ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
  RETURN_DOM_FRAGMENT: true as const,
};

/** Safe HTML to put into the page: allowed markup kept, everything else removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  const input = html ?? '';
  if (input.trim() === '') return '';
  const fragment = purify.sanitize(input, CONFIG);
  // The link that lost its href keeps only its text; an element left without text goes (as in the
  // functions' sanitiser); headings take their allowed names.
  for (const link of fragment.querySelectorAll('a:not([href])')) link.replaceWith(...link.childNodes);
  for (const element of [...fragment.querySelectorAll(':not(br)')].reverse()) {
    if ((element.textContent ?? '').trim() === '') element.remove();
  }
  for (const [from, to] of Object.entries(RENAMED_TAGS)) {
    for (const heading of fragment.querySelectorAll(from)) {
      const renamed = document.createElement(to);
      renamed.append(...heading.childNodes);
      heading.replaceWith(renamed);
    }
  }
  const root = document.createElement('div');
  root.append(fragment);
  return root.innerHTML;
}

/** A description as stored: sanitised HTML, or escaped plain text with its line breaks kept. */
export function descriptionToHtml(input: string): string {
  return descriptionHtml(input, sanitizeHtml);
}
