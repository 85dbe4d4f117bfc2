import assert from 'node:assert/strict';
import { pickNewsletterEvents, placesInCity, runsDuring } from './newsletter_select.ts';
import { eventRow } from './test_events.ts';

const WEEK = { from: '2026-11-23', to: '2026-11-29' };
const prefs = (
  patch: Partial<{ city_id: string; selected_categories: string[]; selected_locations: string[] }> = {},
) => ({
  city_id: 'bilbao',
  selected_categories: [],
  selected_locations: [],
  ...patch,
});

Deno.test('runs during the window', () => {
  assert.equal(runsDuring(eventRow({ start_date: '2026-11-23' }), WEEK.from, WEEK.to), true);
  assert.equal(runsDuring(eventRow({ start_date: '2026-11-30' }), WEEK.from, WEEK.to), false);
  assert.equal(
    runsDuring(eventRow({ start_date: '2026-11-01', end_date: '2026-12-31' }), WEEK.from, WEEK.to),
    true,
  );
  assert.equal(
    runsDuring(eventRow({ start_date: '2026-11-01', end_date: '2026-11-22' }), WEEK.from, WEEK.to),
    false,
  );
  assert.equal(runsDuring(eventRow({ start_date: null }), WEEK.from, WEEK.to), false);
});

Deno.test(
  'no preferences: everything in the window, featured first, then by day and time, at most 12',
  () => {
    const events = [
      eventRow({ title: 'Martes', start_date: '2026-11-24', start_time: '20:00' }),
      eventRow({ title: 'Lunes tarde', start_date: '2026-11-23', start_time: '19:00' }),
      eventRow({ title: 'Lunes mañana', start_date: '2026-11-23', start_time: '10:00' }),
      eventRow({ title: 'Destacado domingo', start_date: '2026-11-29', destacado: 2 }),
      eventRow({ title: 'Muy destacado', start_date: '2026-11-28', destacado: 3 }),
      eventRow({ title: 'Fuera', start_date: '2026-12-01' }),
      eventRow({ title: 'Exposición', start_date: '2026-10-01', end_date: '2027-01-31', start_time: null }),
    ];
    const picked = pickNewsletterEvents(events, prefs(), WEEK);
    assert.deepEqual(
      picked.map((e) => e.title),
      ['Muy destacado', 'Destacado domingo', 'Lunes mañana', 'Lunes tarde', 'Exposición', 'Martes'],
    );
    const many = Array.from({ length: 20 }, (_, i) => eventRow({ start_date: '2026-11-25', title: `E${i}` }));
    assert.equal(pickNewsletterEvents(many, prefs(), WEEK).length, 12);
  },
);

Deno.test('categories and places narrow the choice', () => {
  const events = [
    eventRow({
      title: 'Jazz en Getxo',
      category_id: ['musica'],
      subcategory: ['jazz'],
      town: 'Getxo',
      neighborhood: 'Algorta',
    }),
    eventRow({
      title: 'Teatro en Bilbao',
      category_id: ['escenicos'],
      subcategory: ['teatro'],
      town: 'Bilbao',
    }),
    eventRow({ title: 'Rock en Bilbao', category_id: ['musica'], town: 'Bilbao' }),
    eventRow({ title: 'Cine en Sestao', category_id: ['cine'], town: 'SESTAO' }),
  ];
  const titles = (p: ReturnType<typeof prefs>) =>
    pickNewsletterEvents(events, p, WEEK)
      .map((e) => e.title)
      .sort();
  assert.deepEqual(titles(prefs({ selected_categories: ['musica'] })), ['Jazz en Getxo', 'Rock en Bilbao']);
  assert.deepEqual(titles(prefs({ selected_categories: ['Música'] })), ['Jazz en Getxo', 'Rock en Bilbao']);
  assert.deepEqual(titles(prefs({ selected_locations: ['Getxo', 'Sestao'] })), [
    'Cine en Sestao',
    'Jazz en Getxo',
  ]);
  assert.deepEqual(titles(prefs({ selected_categories: ['musica'], selected_locations: ['Bilbao'] })), [
    'Rock en Bilbao',
  ]);
  assert.deepEqual(titles(prefs({ selected_categories: ['deportes'] })), []);
});

Deno.test("places that are not in the reader's city are ignored", () => {
  assert.deepEqual(placesInCity(['Getxo', 'getxo', 'Erandio', 'Atlántida'], 'bilbao'), ['Getxo', 'Erandio']);
  assert.deepEqual(placesInCity(['Getxo', 'Bilbao'], 'logronio'), []);
  const logrono = [eventRow({ title: 'Vino', town: 'Logroño', category_id: ['gastronomia'] })];
  const picked = pickNewsletterEvents(
    logrono,
    prefs({ city_id: 'logronio', selected_locations: ['Getxo'] }),
    WEEK,
  );
  assert.deepEqual(
    picked.map((e) => e.title),
    ['Vino'],
  );
});
