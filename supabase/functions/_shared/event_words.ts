/**
 * What the e-mails and feeds say about an event, per language: Spanish (the default) or Basque. In
 * Basque an event reads in its own Basque title and description when it has them (an imported
 * bilingual event), else in its Spanish ones, and a Spanish description says so ('Gaztelaniaz: …').
 * Pure and runtime-neutral.
 */
import {
  CANCELLED_LABEL_EU,
  datesTextEu,
  longDayEu,
  priceTextEu,
  seriesRhythmEu,
  whenTextEu,
} from './basque_text.ts';
import { categoryName, categoryNameEu } from './categories.ts';
import {
  CANCELLED_LABEL,
  datesTextEs,
  descriptionText,
  isCancelled,
  priceText,
  seriesRhythm,
  whenTextEs,
} from './event_text.ts';
import type { EventRow } from './event_text.ts';
import type { Language } from './languages.ts';
import { longDayEs } from './madrid_time.ts';

export { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts';

export interface EventWords {
  lang: Language;
  /** The language tag of a feed or document: 'es-ES', 'eu-ES'. */
  locale: string;
  longDay: (day: string) => string;
  dates: (e: EventRow) => string;
  when: (e: EventRow, from?: string) => string;
  rhythm: (e: EventRow) => string | null;
  price: (e: Pick<EventRow, 'is_free' | 'price'>) => string;
  category: (id: string) => string;
  title: (e: EventRow) => string;
  /** The description as plain text, with a note of its language when it is not this one ('' without). */
  description: (e: EventRow) => string;
  cancelledLabel: string;
  featured: string;
  dateTbc: string;
  seeEvent: string;
  labels: { when: string; where: string; price: string; more: string };
}

export const EVENT_WORDS: Record<Language, EventWords> = {
  es: {
    lang: 'es',
    locale: 'es-ES',
    longDay: (day) => longDayEs(day),
    dates: datesTextEs,
    when: whenTextEs,
    rhythm: (e) => seriesRhythm(e),
    price: priceText,
    category: categoryName,
    title: (e) => e.title,
    description: (e) => descriptionText(e),
    cancelledLabel: CANCELLED_LABEL,
    featured: 'Destacado',
    dateTbc: 'Fecha por confirmar',
    seeEvent: 'Ver el evento',
    labels: { when: 'Cuándo', where: 'Dónde', price: 'Precio', more: 'Más información' },
  },
  eu: {
    lang: 'eu',
    locale: 'eu-ES',
    longDay: (day) => longDayEu(day),
    dates: datesTextEu,
    when: whenTextEu,
    rhythm: seriesRhythmEu,
    price: priceTextEu,
    category: categoryNameEu,
    title: (e) => e.title_eu?.trim() || e.title,
    description: (e) => {
      const basque = descriptionText({ description: e.description_eu ?? null });
      if (basque) return basque;
      const spanish = descriptionText(e);
      return spanish ? `Gaztelaniaz: ${spanish}` : '';
    },
    cancelledLabel: CANCELLED_LABEL_EU,
    featured: 'Nabarmendua',
    dateTbc: 'Data zehazteke',
    seeEvent: 'Ikusi ekitaldia',
    labels: { when: 'Noiz', where: 'Non', price: 'Prezioa', more: 'Informazio gehiago' },
  },
};

/** The title as the feeds write it: 'Cancelado: Jazz en el Kafe' ('Bertan behera: …') for a cancelled event. */
export function feedTitleIn(words: EventWords, e: EventRow): string {
  return isCancelled(e) ? `${words.cancelledLabel}: ${words.title(e)}` : words.title(e);
}
