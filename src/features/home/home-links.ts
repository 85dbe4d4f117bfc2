import type { City } from '@/config/types';

/** Quick links of the city home: /fiestas and /casco-viejo in Bilbao, /fiestas and /cultura elsewhere. */
export function quickLinksFor(city: City): Array<{ to: string; label: string }> {
  const second =
    city.id === 'bilbao'
      ? { to: '/casco-viejo', label: 'Casco Viejo' }
      : { to: '/cultura', label: 'Cultura' };
  return [{ to: '/fiestas', label: 'Fiestas' }, second];
}
