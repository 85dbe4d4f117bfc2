import { cityOrigin } from '@/config/site';

/** The base domain the cities hang from, by the host: `sansebastian.localhost:5173` → `localhost:5173`. */
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
