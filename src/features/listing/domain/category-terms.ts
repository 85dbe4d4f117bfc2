/**
 * What an event is, as words the search can find: its categories' names (with the parent's: a jazz
 * concert is music) and everyday synonyms, which the title often does not say ('Kokein en directo').
 */
import { CATEGORIES, getCategoryName } from '@/config/categories';
import type { EventItem } from '@/features/events';

/** Only words that mean that category, so searching them brings no unrelated events. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  musica: ['concierto', 'conciertos'],
  infantil: ['niños', 'niñas', 'peques', 'familia', 'familias'],
  exposiciones: ['expo', 'expos', 'exposición'],
  standup: ['monólogo', 'monólogos', 'comedia'],
  cine: ['película', 'películas'],
  gastronomia: ['pintxos'],
};

/** An id's own terms: its name (the id itself when unknown, e.g. 'conciertos') and its synonyms. */
function ownTerms(id: string): string[] {
  return [getCategoryName(id).replace(/-/g, ' '), ...(SYNONYMS[id] ?? [])];
}

/** Each known category's terms, its parent's included. */
const TERMS = new Map(
  CATEGORIES.map(({ id, parentId }) => [id, [...ownTerms(id), ...(parentId ? ownTerms(parentId) : [])]]),
);

/** The terms of all the event's categories and subcategories, each once. */
export function eventCategoryTerms(event: Pick<EventItem, 'categoryId' | 'subcategory'>): string[] {
  const ids = [...event.categoryId, ...event.subcategory].filter((id) => id.trim() !== '');
  return [...new Set(ids.flatMap((id) => TERMS.get(id) ?? ownTerms(id)))];
}
