import { describe, it, expect } from 'vitest';
import { cityIdFromHost, resolveActiveCity } from './resolve-city';

const CITY_IDS = ['bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio'];

describe('cityIdFromHost (first label of the host name)', () => {
  it.each([
    ['bilbao.agendanorte.es', 'bilbao'],
    ['pamplona.localhost', 'pamplona'],
    ['Santander.AgendaNorte.es', 'santander'],
    ['www.vitoria.agendanorte.es', 'vitoria'],
    ['logronio.agendanorte.es.', 'logronio'],
    ['www.agendanorte.es', null],
    ['agendanorte.es', null],
    ['madrid.agendanorte.es', null],
    ['localhost', null],
    ['127.0.0.1', null],
    ['::1', null],
    ['[::1]', null],
    ['', null],
  ])('%j → %j', (host, expected) => expect(cityIdFromHost(host, CITY_IDS)).toBe(expected));
});

describe('resolveActiveCity (host → activeCity → bilbao)', () => {
  it.each([
    ['host wins over storage', 'pamplona.agendanorte.es', 'santander', 'pamplona'],
    ['stored city when the host names none', 'localhost', 'santander', 'santander'],
    ['stored city, any case', 'www.agendanorte.es', 'Vitoria', 'vitoria'],
    ['unknown stored city ignored', 'localhost', 'madrid', 'bilbao'],
    ['nothing stored', '127.0.0.1', null, 'bilbao'],
    ['empty stored value', 'localhost', '', 'bilbao'],
  ])('%s', (_label, hostname, storedCityId, expected) =>
    expect(resolveActiveCity({ hostname, storedCityId, cityIds: CITY_IDS })).toBe(expected),
  );
});
