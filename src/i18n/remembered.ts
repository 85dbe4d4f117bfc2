/**
 * The language a visitor chose with the switch, remembered in a cookie so that the request handler
 * in front of the site (edge/handle-request.ts) answers their next visit in it, before any script.
 */
import type { Locale } from './locale';

export const LANGUAGE_COOKIE = 'lang';
const A_YEAR_S = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
}

/** The remembered language in a Cookie header (or document.cookie); null when none was chosen. */
export function rememberedLanguage(cookies: string | null | undefined): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookies ?? '')?.[1];
  return value === 'es' || value === 'eu' ? value : null;
}

/** A browser that puts Basque first among its languages ('eu', 'eu-ES'). */
export function prefersBasque(languages: readonly string[]): boolean {
  return /^eu(-|$)/i.test(languages[0] ?? '');
}
