/** How event text becomes searchable: HTML stripped, accents and case removed, split into words. */
import type { EventItem } from '@/features/events';
import { normalizeText } from '@/lib/text';
import { decodeEntities } from '../../../../supabase/functions/_shared/html_entities.ts';
import { eventCategoryTerms } from './category-terms';

/** A word is a maximal run of letters and digits (after accents are removed). */
const WORD = /[\p{L}\p{N}]+/gu;
// The same words when every letter and digit is ASCII (the usual text), and faster.
const ASCII_WORD = /[A-Za-z0-9]+/g;
const NON_ASCII_WORD_CHARACTER = /(?!\p{ASCII})[\p{L}\p{N}]/u;
const WHITESPACE = /\s+/g;

const COMMENT = /<!--[\s\S]*?-->/g;
// Script and style bodies are code, not words a visitor could be looking for.
const CODE_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-z!][^>]*>/gi;
/** Removes tags (each becomes a space, so `<p>a</p><p>b</p>` reads "a b") and decodes entities. */
export function stripHtml(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return decodeEntities(html.replace(COMMENT, ' ').replace(CODE_BLOCK, ' ').replace(TAG, ' '));
}

/** Without case or accents, whitespace runs collapsed: 'Música  en\nel' is 'musica en el'. */
export function normalizeSearchText(value: string): string {
  return normalizeText(value).replace(WHITESPACE, ' ').trim();
}

/** Words of an already normalised text. */
export function tokenize(normalized: string): string[] {
  return normalized.match(NON_ASCII_WORD_CHARACTER.test(normalized) ? WORD : ASCII_WORD) ?? [];
}

/**
 * The fields the search looks in, then what the event is (its categories' names and synonyms,
 * category-terms.ts), so 'musica' finds every Música event and 'teatro infantil' a puppet show.
 */
export function searchableFields(event: EventItem): string[] {
  return [
    event.title,
    stripHtml(event.description),
    event.venue,
    event.organizer,
    event.artist,
    event.address,
    ...event.tags,
    ...eventCategoryTerms(event),
  ];
}

/** Normalised text and queries never hold a newline, so no substring match straddles two fields. */
export const FIELD_SEPARATOR = '\n';

/** All searched fields of an event, normalised and joined by FIELD_SEPARATOR. */
export function searchableText(event: EventItem): string {
  return searchableFields(event)
    .map(normalizeSearchText)
    .filter((field) => field !== '')
    .join(FIELD_SEPARATOR);
}
