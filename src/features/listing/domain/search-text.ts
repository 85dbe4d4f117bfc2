/**
 * How event text becomes searchable: HTML stripped, accents and case removed, whitespace collapsed,
 * then split into words. Search, the search index and the benchmark's reference scan all go through
 * these helpers, so "the same text" means the same thing everywhere.
 */
import type { EventItem } from '@/features/events';
import { normalizeText } from '@/lib/text';
import { decodeEntities } from '../../../../supabase/functions/_shared/html_entities.ts';
import { eventCategoryTerms } from './category-terms';

/** A word is a maximal run of letters and digits (after accents are removed). */
const WORD = /[\p{L}\p{N}]+/gu;
// Same words, for the usual text whose letters and digits are all ASCII (non-ASCII punctuation such
// as '¡' or '€' only separates words either way); about 2.5× faster than the Unicode pattern.
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

/**
 * Case- and accent-insensitive form with whitespace runs collapsed to one space and trimmed,
 * so 'Música  en\nel Casco' and 'musica en el casco' compare equal.
 */
export function normalizeSearchText(value: string): string {
  return normalizeText(value).replace(WHITESPACE, ' ').trim();
}

/** Words of an already normalised text. */
export function tokenize(normalized: string): string[] {
  return normalized.match(NON_ASCII_WORD_CHARACTER.test(normalized) ? WORD : ASCII_WORD) ?? [];
}

/**
 * The fields the search looks in, the description without its HTML: the description's fields
 * (title, description, venue, organizer, artist, address, tags), then what the event is — its
 * category and subcategory names and their everyday synonyms (category-terms.ts) — so that
 * 'musica' finds every Música event and 'teatro infantil' a puppet show for children, with the same
 * accent and typo tolerance.
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

/**
 * Field separator of the concatenated text. Normalised text never contains a newline (whitespace is
 * collapsed to spaces) and neither does a normalised query, so a substring match can never straddle
 * two fields.
 */
export const FIELD_SEPARATOR = '\n';

/** All searched fields of an event, normalised and joined by FIELD_SEPARATOR. */
export function searchableText(event: EventItem): string {
  return searchableFields(event)
    .map(normalizeSearchText)
    .filter((field) => field !== '')
    .join(FIELD_SEPARATOR);
}
