/**
 * The interface's language. Spanish is the default and lives at every path; Basque lives at the
 * same paths under /eu ('/eu/musica' is '/musica' in Basque). A page keeps its language for its
 * whole life: the language switch loads the other language's page.
 */
import { getLocale, overwriteGetLocale, type Locale } from './paraglide/runtime.js';

export type { Locale };
export { getLocale };

export const BASQUE_BASE = '/eu';

/** The language of a page's path. */
export function localeOfPath(pathname: string): Locale {
  return pathname === BASQUE_BASE || pathname.startsWith(`${BASQUE_BASE}/`) ? 'eu' : 'es';
}

/** The app's own path (as the route table reads it) of a page's path: '/eu/musica' → '/musica'. */
export function appPath(pathname: string): string {
  return localeOfPath(pathname) === 'eu' ? pathname.slice(BASQUE_BASE.length) || '/' : pathname;
}

/** The page's path for an app path in a language: ('eu', '/musica') → '/eu/musica'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'es') return path;
  return path === '/' ? BASQUE_BASE : `${BASQUE_BASE}${path}`;
}

/**
 * Every message from now on is in `locale`: called once before the app renders. Messages are
 * read when a component renders or a function runs, never when a module loads.
 */
export function setPageLocale(locale: Locale): void {
  overwriteGetLocale(() => locale);
}
