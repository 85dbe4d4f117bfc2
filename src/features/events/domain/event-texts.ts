/** The title and description a page shows, in the page's language when the event has them in it. */
import { getLocale } from '@/i18n/locale';
import type { EventItem } from './types';

/** A text to show; `lang` is 'es' when a Basque page shows it in Spanish (the event has no Basque one). */
export interface ShownText {
  text: string;
  lang?: 'es';
}

function shown(spanish: string, basque: string | undefined): ShownText {
  if (getLocale() !== 'eu') return { text: spanish };
  if (basque) return { text: basque };
  return spanish === '' ? { text: spanish } : { text: spanish, lang: 'es' };
}

/** On a Basque page the Basque title and description (title_eu, description_eu), else the Spanish ones. */
export function eventTexts(e: Pick<EventItem, 'title' | 'description' | 'titleEu' | 'descriptionEu'>): {
  title: ShownText;
  description: ShownText;
} {
  return { title: shown(e.title, e.titleEu), description: shown(e.description, e.descriptionEu) };
}
