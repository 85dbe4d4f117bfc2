/** The languages of the guide: Spanish (the default) and Basque. Runtime-neutral. */

/** The languages a visitor may receive texts in: 'es' (the default) and 'eu'. */
export const LANGUAGES = ['es', 'eu'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a reader looks for their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Castellano', eu: 'Euskara' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * Where each language's pages live: Spanish at every path, Basque at the same paths under /eu
 * ('/eu/musica' is '/musica' in Basque).
 */
export const BASQUE_BASE = '/eu';

/** The language of a page's path. */
export function languageOfPath(pathname: string): Language {
  return pathname === BASQUE_BASE || pathname.startsWith(`${BASQUE_BASE}/`) ? 'eu' : 'es';
}

/** The site's own path (as the route table reads it) of a page's path: '/eu/musica' → '/musica'. */
export function sitePath(pathname: string): string {
  return languageOfPath(pathname) === 'eu' ? pathname.slice(BASQUE_BASE.length) || '/' : pathname;
}

/** The page's path for a site path in a language: ('eu', '/musica') → '/eu/musica'. */
export function languagePath(language: Language, path: string): string {
  if (language === 'es') return path;
  return path === '/' ? BASQUE_BASE : `${BASQUE_BASE}${path}`;
}
