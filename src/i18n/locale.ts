/**
 * The interface's language. Spanish is the default and lives at every path; Basque lives at the
 * same paths under /eu (the rule is shared with the backend's sitemap: _shared/languages.ts). A page
 * keeps its language for its whole life: the language switch loads the other language's page.
 */
import { getLocale, overwriteGetLocale, type Locale } from './paraglide/runtime.js';

export type { Locale };
export { getLocale };
export {
  BASQUE_BASE,
  languageOfPath as localeOfPath,
  sitePath as appPath,
  languagePath as localePath,
} from '../../supabase/functions/_shared/languages.ts';

/**
 * Every message from now on is in `locale`: called once before the app renders. Messages are
 * read when a component renders or a function runs, never when a module loads.
 */
export function setPageLocale(locale: Locale): void {
  overwriteGetLocale(() => locale);
}
