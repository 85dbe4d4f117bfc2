/** Active city: the host's first label, else the stored one, else bilbao. Pure. */
// Relative import with extension: the edge request handler (edge/) reads this file outside Vite too.
import { DEFAULT_CITY_ID } from '../../../config/constants.ts';

const IPV4_RE = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** City id named by the host's first label ('bilbao.agendanorte.es', 'bilbao.localhost'), else null. */
export function cityIdFromHost(hostname: string, cityIds: readonly string[]): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // IPv6 literals contain ':'; neither they nor IPv4 addresses name a city.
  if (host === '' || host.includes(':') || IPV4_RE.test(host)) return null;
  const labels = host.split('.');
  // 'www.bilbao.example' is read as 'bilbao.example'; a bare 'www.example' then names no city.
  if (labels[0] === 'www') labels.shift();
  const first = labels[0];
  if (first === undefined || first === 'localhost') return null;
  return cityIds.find((id) => id.toLowerCase() === first) ?? null;
}

export function resolveActiveCity({
  hostname,
  storedCityId,
  cityIds,
}: {
  hostname: string;
  storedCityId: string | null | undefined;
  cityIds: readonly string[];
}): string {
  const fromHost = cityIdFromHost(hostname, cityIds);
  if (fromHost) return fromHost;
  const stored = storedCityId?.trim().toLowerCase();
  const fromStorage = stored ? cityIds.find((id) => id.toLowerCase() === stored) : undefined;
  return fromStorage ?? DEFAULT_CITY_ID;
}
