/** Site-wide names and the sub-domain scheme. Pure: no env access (env lives in config/env). */

export const SITE_NAME = 'Agenda Norte';

/** Base domain that every city's sub-domain hangs from: bilbao.agendanorte.es, … */
export const DEFAULT_BASE_DOMAIN = 'agendanorte.es';

/** Hero artwork for the generic fallback city and for events whose category is unknown. */
export const DEFAULT_HERO_IMAGE = '/images/default-hero.svg';

/**
 * Origin of a city's sub-domain: ('bilbao', 'localhost:5173', 'http') → 'http://bilbao.localhost:5173'.
 * The protocol may be given with or without ':'.
 */
export function cityOrigin(cityId: string, baseDomain: string, protocol: string): string {
  const scheme = protocol.endsWith(':') ? protocol : `${protocol}:`;
  const host = baseDomain.replace(/^\.+|\/+$/g, '');
  return `${scheme}//${cityId}.${host}`;
}
