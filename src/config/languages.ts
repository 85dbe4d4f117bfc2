import { LANGUAGE_NAMES, LANGUAGES } from '../../supabase/functions/_shared/languages.ts';

export { isLanguage, type Language } from '../../supabase/functions/_shared/languages.ts';

/** The languages as ChoiceGroup options, each named in itself. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
