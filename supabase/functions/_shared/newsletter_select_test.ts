import assert from 'node:assert/strict';
import { cancelledToTell, pickNewsletterEvents, placesInCity, runsDuring } from './newsletter_select.ts';
import { eventRow, swingSeries } from './test_events.ts';

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

// First Saturday of each month, all day (5 December, 2 January, 6 February), and Thursdays at 19:00
// from 5 November with 26 November skipped.
const market = eventRow({
  title: 'Mercadillo',
  start_date: '2026-12-05',
  end_date: '2027-02-06',
  start_time: null,
  recurrence_rule: 'FREQ=MONTHLY;BYDAY=1SA;COUNT=3',
  occurrence_dates: ['2026-12-05', '2027-01-02', '2027-02-06'],
});
const swing = swingSeries({ title: 'Swing' });

Deno.test('a series runs during a window only when one of its dates is in it', () => {
  // Between its first and last date, but none of its dates this week.
  assert.equal(runsDuring(market, '2026-12-07', '2026-12-13'), false);
  assert.equal(runsDuring(market, '2026-11-30', '2026-12-06'), true);
  // The only Thursday of this week is skipped.
  assert.equal(runsDuring(swing, WEEK.from, WEEK.to), false);
  assert.equal(runsDuring(swing, '2026-11-30', '2026-12-06'), true);
  assert.equal(runsDuring(swing, '2026-12-18', '2026-12-24'), false);
});

Deno.test('a series is picked once, placed at its first date in the window', () => {
  const fortnight = { from: '2026-11-30', to: '2026-12-13' };
  const friday = eventRow({ title: 'Viernes', start_date: '2026-12-04', start_time: '20:00' });
  const monday = eventRow({ title: 'Lunes', start_date: '2026-11-30', start_time: '20:00' });
  const picked = pickNewsletterEvents([friday, market, swing, monday], prefs(), fortnight);
  // Swing on Thursday 3rd, before Friday's event and the market on Saturday 5th.
  assert.deepEqual(
    picked.map((e) => e.title),
    ['Lunes', 'Swing', 'Viernes', 'Mercadillo'],
  );
  assert.deepEqual(
    pickNewsletterEvents([market, swing], prefs(), WEEK).map((e) => e.title),
    [],
  );
});

Deno.test('a cancelled event is never picked as a plan', () => {
  const on = eventRow({ title: 'Sigue', start_date: '2026-11-24' });
  const off = eventRow({ title: 'Suspendido', start_date: '2026-11-24', status: 'cancelled', destacado: 3 });
  assert.deepEqual(
    pickNewsletterEvents([off, on], prefs(), WEEK).map((e) => e.title),
    ['Sigue'],
  );
});

Deno.test(
  'cancelled favourites to tell: cancelled and still ahead, by the day shown, at most the cap',
  () => {
    const today = '2026-11-23';
    const cases: Array<[string, Parameters<typeof eventRow>[0], boolean]> = [
      ['cancelled, tomorrow', { start_date: '2026-11-24', status: 'cancelled' }, true],
      ['cancelled, today', { start_date: '2026-11-23', status: 'cancelled' }, true],
      [
        'cancelled, began before and runs on',
        { start_date: '2026-11-01', end_date: '2026-11-30', status: 'cancelled' },
        true,
      ],
      ['cancelled, over', { start_date: '2026-11-22', status: 'cancelled' }, false],
      ['scheduled', { start_date: '2026-11-24', status: 'scheduled' }, false],
      ['no status (an older row)', { start_date: '2026-11-24' }, false],
      ['cancelled series with dates ahead', { ...swing, status: 'cancelled' }, true],
      [
        'cancelled series, all dates past',
        {
          ...swing,
          status: 'cancelled',
          end_date: '2026-11-19',
          occurrence_dates: ['2026-11-05', '2026-11-19'],
        },
        false,
      ],
    ];
    for (const [label, patch, told] of cases) {
      assert.equal(cancelledToTell([eventRow(patch)], today).length, told ? 1 : 0, label);
    }
    const later = eventRow({ title: 'B', start_date: '2026-12-01', status: 'cancelled' });
    const sooner = eventRow({ title: 'A', start_date: '2026-11-25', status: 'cancelled' });
    const { id: _id, ...swingFields } = swing;
    const series = eventRow({ ...swingFields, title: 'C', status: 'cancelled' });
    // The series (Thursdays from 5 November, 26th skipped) is shown at its next date, 3 December.
    assert.deepEqual(
      cancelledToTell([series, later, sooner], today).map((e) => e.title),
      ['A', 'B', 'C'],
    );
    assert.deepEqual(
      cancelledToTell([series, later, sooner], today, 2).map((e) => e.title),
      ['A', 'B'],
    );
  },
);
