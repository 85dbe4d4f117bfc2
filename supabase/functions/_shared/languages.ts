/** The languages of the guide: Spanish (the default) and Basque. Runtime-neutral. */

/** The languages a visitor may receive texts in: 'es' (the default) and 'eu'. */
export const LANGUAGES = ['es', 'eu'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a reader looks for their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Castellano', eu: 'Euskara' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
