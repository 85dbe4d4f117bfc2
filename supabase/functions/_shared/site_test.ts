import assert from 'node:assert/strict';
import { cityFromOrigin, cityName, getCity, getPlace } from './cities.ts';
import {
  allowedOrigin,
  cityIdOfOrigin,
  cityOriginFor,
  eventPath,
  pickSiteOrigin,
  rootOrigin,
  slugify,
} from './site.ts';

const LOCAL = 'http://localhost:5173';
const PROD = 'https://agendanorte.es';

Deno.test('rootOrigin strips a city or www label and the path', () => {
  assert.equal(rootOrigin(LOCAL).origin, 'http://localhost:5173');
  assert.equal(rootOrigin('https://agendanorte.es/algo?x=1').origin, PROD);
  assert.equal(rootOrigin('https://bilbao.agendanorte.es').origin, PROD);
  assert.equal(rootOrigin('https://www.agendanorte.es').origin, PROD);
});

Deno.test('city origins hang from the root host', () => {
  assert.equal(cityOriginFor(LOCAL, 'bilbao'), 'http://bilbao.localhost:5173');
  assert.equal(cityOriginFor(PROD, 'logronio'), 'https://logronio.agendanorte.es');
});

Deno.test('only the root and its city sub-domains are allowed origins', () => {
  assert.equal(allowedOrigin(LOCAL, 'http://localhost:5173'), 'http://localhost:5173');
  assert.equal(
    allowedOrigin(LOCAL, 'http://sansebastian.localhost:5173/account'),
    'http://sansebastian.localhost:5173',
  );
  assert.equal(allowedOrigin(PROD, 'https://pamplona.agendanorte.es'), 'https://pamplona.agendanorte.es');
  for (const bad of [
    'https://evil.example',
    'https://bilbao.agendanorte.es.evil.example',
    'https://evil.agendanorte.es', // not a city
    'http://bilbao.agendanorte.es', // wrong protocol
    'https://bilbao.agendanorte.es:444', // wrong port
    'https://x.bilbao.agendanorte.es',
    'https://BILBAO.agendanorte.es.', // trailing dot is another host
    'javascript:alert(1)',
    'no es una url',
    '',
    null,
    42,
  ]) {
    assert.equal(allowedOrigin(PROD, bad), null, String(bad));
  }
});

Deno.test('pickSiteOrigin: first allowed candidate, else the city, else the root', () => {
  assert.equal(
    pickSiteOrigin(PROD, ['https://evil.example', 'https://vitoria.agendanorte.es']),
    'https://vitoria.agendanorte.es',
  );
  assert.equal(
    pickSiteOrigin(PROD, ['https://evil.example'], 'santander'),
    'https://santander.agendanorte.es',
  );
  assert.equal(pickSiteOrigin(PROD, [], 'nowhere'), PROD);
  assert.equal(pickSiteOrigin(PROD), PROD);
});

Deno.test('cityIdOfOrigin', () => {
  assert.equal(cityIdOfOrigin(PROD, 'https://bilbao.agendanorte.es'), 'bilbao');
  assert.equal(cityIdOfOrigin(PROD, PROD), null);
  assert.equal(cityIdOfOrigin(LOCAL, 'http://logronio.localhost:5173'), 'logronio');
});

Deno.test('event paths follow the app', () => {
  assert.equal(
    eventPath({
      id: '0b7c1d9e-0000-4000-8000-000000000001',
      town: 'San Sebastián',
      category: 'musica',
      subcategory: null,
      start_date: '2026-12-05',
      title: '¡Jazz en la Parte Vieja!',
    }),
    '/event/0b7c1d9e-0000-4000-8000-000000000001--san-sebastian-musica-general-2026-12-05-jazz-en-la-parte-vieja',
  );
  assert.equal(slugify('Logroño · Begoña'), 'logrono-begona');
});

Deno.test('cities and places', () => {
  assert.equal(getCity('BILBAO')?.name, 'Bilbao');
  assert.equal(cityName('logronio'), 'Logroño');
  assert.equal(cityName('x'), 'Norte de España');
  assert.deepEqual(getPlace('getxo'), { id: 'getxo', name: 'Getxo', cityId: 'bilbao' });
  assert.equal(getPlace('casco-viejo')?.parentId, 'bilbao');
  assert.equal(cityFromOrigin('http://vitoria.localhost:5173')?.id, 'vitoria');
  assert.equal(cityFromOrigin('https://agendanorte.es'), undefined);
  assert.equal(cityFromOrigin('nada'), undefined);
});
