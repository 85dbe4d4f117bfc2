import { cityOrigin } from '@/config/site';

/**
 * Where each city lives. Production: `https://<city>.<VITE_SITE_BASE_DOMAIN>`. Locally the base is
 * derived from the current host: `sansebastian.localhost:5173` → `localhost:5173`, so every city
 * links to its own `*.localhost` sub-domain, which Chromium resolves to the loopback address.
 */
export function baseDomainFromHost(host: string, cityIds: readonly string[]): string {
  const [first, ...rest] = host.split('.');
  if (first && rest.length > 0 && cityIds.includes(first.toLowerCase())) return rest.join('.');
  return host;
}

export function cityOriginUrl(cityId: string, baseDomain: string, protocol: string): string {
  // An IP address cannot carry a sub-domain: fall back to `localhost` with the same port.
  const base = /^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(baseDomain)
    ? baseDomain.replace(/^[\d.]+/, 'localhost')
    : baseDomain;
  return cityOrigin(cityId, base, protocol);
}
