/** Which clicked links count as outbound: links to another host, neither local nor a city sub-domain. */
export function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '[::1]' || h === '::1';
}

const stripPort = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * The absolute URL when `href` leads to another site over http(s), else null. `ownBaseDomain` is the
 * domain the city sites hang from ('agendanorte.es'), port allowed.
 */
export function externalLinkUrl(href: string, currentUrl: string, ownBaseDomain = ''): string | null {
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentUrl);
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (host === current.hostname.toLowerCase() || isLocalHostname(host)) return null;
  const base = stripPort(ownBaseDomain);
  if (base !== '' && (host === base || host.endsWith(`.${base}`))) return null;
  return url.href;
}
