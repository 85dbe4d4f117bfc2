import { describe, expect, it } from 'vitest';
import { baseDomainFromHost, cityOriginUrl } from './city-origin';

const ids = ['bilbao', 'sansebastian', 'pamplona'];

describe('baseDomainFromHost', () => {
  it.each([
    ['sansebastian.localhost:5173', 'localhost:5173'],
    ['bilbao.agendanorte.es', 'agendanorte.es'],
    ['localhost:4173', 'localhost:4173'],
    ['www.agendanorte.es', 'www.agendanorte.es'],
    ['127.0.0.1:5173', '127.0.0.1:5173'],
    ['Pamplona.agendanorte.es', 'agendanorte.es'],
  ])('%s → %s', (host, base) => {
    expect(baseDomainFromHost(host, ids)).toBe(base);
  });
});

describe('cityOriginUrl', () => {
  it.each([
    ['bilbao', 'agendanorte.es', 'https:', 'https://bilbao.agendanorte.es'],
    ['sansebastian', 'localhost:5173', 'http:', 'http://sansebastian.localhost:5173'],
    ['pamplona', '127.0.0.1:4173', 'http:', 'http://pamplona.localhost:4173'],
  ])('%s on %s', (id, base, protocol, url) => {
    expect(cityOriginUrl(id, base, protocol)).toBe(url);
  });
});
