import assert from 'node:assert/strict';
import { categoryMatcher, cityPlaceMatcher, placeNameMatcher, resolveCategory } from './event_match.ts';
import {
  feedDescription,
  feedMatcher,
  feedSearch,
  feedTitle,
  listingPath,
  parseFeedRequest,
} from './feed_query.ts';
import { eventRow } from './test_events.ts';

const parse = (q: string) => parseFeedRequest(new URLSearchParams(q));

Deno.test('feed parameters: city and format', () => {
  const ok = parse('city=Bilbao&format=RSS');
  assert.equal(ok.ok, true);
  if (ok.ok) {
    assert.equal(ok.value.cityId, 'bilbao');
    assert.equal(ok.value.format, 'rss');
  }
  const def = parse('city=logronio');
  assert.equal(def.ok && def.value.format, 'ics');
  for (const [q, field] of [
    ['', 'city'],
    ['city=madrid', 'city'],
    ['city=bilbao&format=atom', 'format'],
    ['city=bilbao&categoria=petanca', 'categoria'],
  ] as const) {
    const r = parse(q);
    assert.equal(r.ok, false, q);
    if (!r.ok) {
      assert.equal(r.field, field);
      assert.match(r.message, /[áéíóúñ«]|\b(la|el|usa|indica)\b/i);
    }
  }
});

Deno.test('categories: id or name, a parent brings its subcategories', () => {
  assert.equal(resolveCategory('Música'), 'musica');
  assert.equal(resolveCategory(' JAZZ '), 'jazz');
  assert.equal(resolveCategory('nada'), null);
  const music = categoryMatcher(['musica'])!;
  assert.equal(music(eventRow({ category_id: ['musica'] })), true);
  assert.equal(music(eventRow({ category_id: ['cultura'], subcategory: ['jazz'] })), true);
  assert.equal(music(eventRow({ category_id: ['escenicos'], subcategory: ['teatro'] })), false);
  assert.equal(categoryMatcher(['petanca']), null);
  assert.equal(categoryMatcher([]), null);
});

Deno.test('places: slug or name, accents and case ignored, town or neighbourhood', () => {
  const casco = cityPlaceMatcher('casco-viejo', 'bilbao')!;
  assert.equal(casco(eventRow({ town: 'Bilbao', neighborhood: 'Casco Viejo' })), true);
  assert.equal(casco(eventRow({ town: 'bilbao', neighborhood: 'CASCO VIEJO' })), true);
  assert.equal(casco(eventRow({ town: 'Bilbao', neighborhood: 'Abando' })), false);
  const begona = cityPlaceMatcher('begona', 'bilbao')!;
  assert.equal(begona(eventRow({ town: 'Bilbao', neighborhood: 'Begoña' })), true);
  const getxo = cityPlaceMatcher('Getxo', 'bilbao')!;
  assert.equal(getxo(eventRow({ town: 'Getxo', neighborhood: 'Algorta' })), true);
  assert.equal(getxo(eventRow({ town: 'Bilbao', neighborhood: 'Abando' })), false);
  // A child 'Centro' needs its own town.
  const durango = cityPlaceMatcher('durango-centro', 'bilbao')!;
  assert.equal(durango(eventRow({ town: 'Durango', neighborhood: 'Centro' })), true);
  assert.equal(durango(eventRow({ town: 'Barakaldo', neighborhood: 'Centro' })), false);
  // A town that is not a listed location still works.
  const sestao = cityPlaceMatcher('sestao', 'bilbao')!;
  assert.equal(sestao(eventRow({ town: 'Sestao', neighborhood: null })), true);
  // Province towns that are not the city's own places.
  const others = cityPlaceMatcher('otros-bilbao', 'bilbao')!;
  assert.equal(others(eventRow({ town: 'Sestao' })), true);
  assert.equal(others(eventRow({ town: 'Getxo' })), false);
  assert.equal(others(eventRow({ town: 'Bilbao' })), false);
  assert.equal(placeNameMatcher('  '), null);
  assert.equal(placeNameMatcher('Santurtzi')!(eventRow({ town: 'SANTURTZI' })), true);
});

Deno.test('feed filters combine: category, place and free only', () => {
  const r = parse('city=bilbao&categoria=musica&ubicacion=getxo&gratis=1');
  assert.ok(r.ok);
  if (!r.ok) return;
  const match = feedMatcher(r.value);
  assert.equal(match(eventRow({ category_id: ['musica'], town: 'Getxo', is_free: true })), true);
  assert.equal(match(eventRow({ category_id: ['musica'], town: 'Getxo', is_free: false })), false);
  assert.equal(match(eventRow({ category_id: ['musica'], town: 'Bilbao', is_free: true })), false);
  assert.equal(match(eventRow({ category_id: ['cine'], town: 'Getxo', is_free: true })), false);
  assert.equal(feedTitle(r.value), 'Agenda Norte Bilbao · Música · Getxo · Gratis');
  assert.equal(feedSearch(r.value), 'city=bilbao&format=ics&categoria=musica&ubicacion=getxo&gratis=1');
  assert.equal(listingPath(r.value), '/?categoria=musica&ubicacion=getxo');
  const plain = parse('city=sansebastian&gratis=0');
  assert.ok(plain.ok && !plain.value.freeOnly);
  if (plain.ok) {
    assert.equal(feedTitle(plain.value), 'Agenda Norte San Sebastián');
    assert.equal(listingPath(plain.value), '/');
  }
  const casco = parse('city=bilbao&ubicacion=casco-viejo');
  assert.ok(casco.ok);
  if (casco.ok) assert.equal(feedTitle(casco.value), 'Agenda Norte Bilbao · Casco Viejo');
});

Deno.test(
  'lang: es by default, eu writes the names in Basque; any other language is a 400 in Spanish',
  () => {
    const es = parse('city=bilbao&categoria=musica&gratis=1');
    assert.ok(es.ok);
    assert.equal(es.value.language, 'es');
    assert.equal(feedTitle(es.value), 'Agenda Norte Bilbao · Música · Gratis');
    assert.equal(feedSearch(es.value), 'city=bilbao&format=ics&categoria=musica&gratis=1');
    const eu = parse('city=sansebastian&format=rss&categoria=musica&gratis=1&lang=EU');
    assert.ok(eu.ok);
    assert.equal(eu.value.language, 'eu');
    assert.equal(feedTitle(eu.value), 'Agenda Norte San Sebastián · Musika · Doan');
    assert.equal(
      feedDescription(eu.value),
      'Agenda Norteren hurrengo ekitaldi eta planak Donostian eta inguruan.',
    );
    assert.equal(feedSearch(eu.value), 'city=sansebastian&format=rss&categoria=musica&gratis=1&lang=eu');
    const bad = parse('city=bilbao&lang=fr');
    assert.equal(bad.ok, false);
    if (!bad.ok) {
      assert.equal(bad.field, 'lang');
      assert.equal(bad.message, 'El idioma «fr» no existe: usa lang=es (castellano) o lang=eu (euskera).');
    }
  },
);
