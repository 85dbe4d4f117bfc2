/**
 * What an event is, as words the search can find: its categories' and subcategories' names (with the
 * parent's: a jazz concert is music) and everyday synonyms. A visitor searching 'musica' means the
 * kind of event, which the title often does not say ('Kokein en directo').
 */
import { getCategory, getCategoryName } from '@/config/categories';
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

const termsById = new Map<string, readonly string[]>();

/** The terms of one category or subcategory, its parent's included. */
function categoryTerms(id: string): readonly string[] {
  let terms = termsById.get(id);
  if (!terms) {
    const parentId = getCategory(id)?.parentId;
    terms = [...new Set([...ownTerms(id), ...(parentId ? ownTerms(parentId) : [])])];
    termsById.set(id, terms);
  }
  return terms;
}

/** The terms of all the event's categories and subcategories, each once. */
export function eventCategoryTerms(event: Pick<EventItem, 'categoryId' | 'subcategory'>): string[] {
  const ids = [...event.categoryId, ...event.subcategory].filter((id) => id.trim() !== '');
  return [...new Set(ids.flatMap(categoryTerms))];
}
