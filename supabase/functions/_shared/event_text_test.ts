import assert from 'node:assert/strict';
import {
  datesTextEs,
  descriptionText,
  eventSpan,
  eventUrl,
  locationText,
  placeText,
  priceText,
  timesText,
  whenTextEs,
} from './event_text.ts';
import { eventRow } from './test_events.ts';

Deno.test('span: timed with an end time, 2 h by default, past midnight, all-day', () => {
  const timed = eventSpan(eventRow({ start_date: '2026-11-24', start_time: '20:00', end_time: '22:30' }));
  assert.deepEqual(timed, {
    kind: 'timed',
    start: new Date('2026-11-24T19:00:00Z'),
    end: new Date('2026-11-24T21:30:00Z'),
  });
  const noEnd = eventSpan(eventRow({ start_date: '2026-11-24', start_time: '20:00', end_time: null }));
  assert.deepEqual(noEnd, {
    kind: 'timed',
    start: new Date('2026-11-24T19:00:00Z'),
    end: new Date('2026-11-24T21:00:00Z'),
  });
  const late = eventSpan(eventRow({ start_date: '2026-11-24', start_time: '23:00', end_time: '03:00' }));
  assert.deepEqual(late, {
    kind: 'timed',
    start: new Date('2026-11-24T22:00:00Z'),
    end: new Date('2026-11-25T02:00:00Z'),
  });
  const allDay = eventSpan(eventRow({ start_date: '2026-11-24', end_date: '2026-11-26', start_time: null }));
  assert.deepEqual(allDay, { kind: 'allDay', startDay: '2026-11-24', endExclusive: '2026-11-27' });
  assert.equal(eventSpan(eventRow({ start_date: null })), null);
  // Two hours across the spring-forward night: 01:30 CET + 2 h = 04:30 CEST.
  const dst = eventSpan(eventRow({ start_date: '2027-03-28', start_time: '01:30', end_time: null }));
  assert.deepEqual(dst, {
    kind: 'timed',
    start: new Date('2027-03-28T00:30:00Z'),
    end: new Date('2027-03-28T02:30:00Z'),
  });
});

Deno.test('texts: place, location, price, dates, times', () => {
  const e = eventRow({
    venue: 'Kafe Antzokia',
    neighborhood: 'Abando',
    town: 'Bilbao',
    address: 'San Vicente, 2',
  });
  assert.equal(placeText(e), 'Kafe Antzokia, Abando, Bilbao');
  assert.equal(locationText(e), 'Kafe Antzokia, San Vicente, 2, Bilbao');
  assert.equal(placeText(eventRow({ venue: 'Bilbao', neighborhood: null, town: 'bilbao' })), 'Bilbao');
  assert.equal(priceText(eventRow({ is_free: true, price: 10 })), 'Gratis');
  assert.equal(priceText(eventRow({ is_free: false, price: 0 })), 'Gratis');
  assert.equal(priceText(eventRow({ is_free: false, price: '12.00' })), '12 €');
  assert.equal(priceText(eventRow({ is_free: false, price: 12.5 })), '12,50 €');
  assert.equal(priceText(eventRow({ is_free: false, price: null })), 'Precio no indicado');
  assert.equal(datesTextEs(eventRow({ start_date: '2026-11-23', end_date: null })), 'lunes 23 de noviembre');
  assert.equal(
    datesTextEs(eventRow({ start_date: '2026-11-20', end_date: '2027-01-10' })),
    'del 20 de noviembre de 2026 al 10 de enero de 2027',
  );
  assert.equal(timesText(eventRow({ start_time: '20:00:00', end_time: '22:00:00' })), '20:00 – 22:00');
  assert.equal(timesText(eventRow({ start_time: null, end_time: null })), '');
  assert.equal(
    whenTextEs(eventRow({ start_date: '2026-11-23', start_time: '20:00:00', end_time: null })),
    'lunes 23 de noviembre · 20:00',
  );
});

Deno.test('description: plain text, no tags, no scripts', () => {
  assert.equal(
    descriptionText(eventRow({ description: '<p>Hola <b>mundo</b> &amp; más</p><script>alert(1)</script>' })),
    'Hola mundo & más',
  );
  assert.equal(descriptionText(eventRow({ description: null })), '');
});

Deno.test('event URL: absolute, on the city sub-domain, the app path', () => {
  const e = eventRow({
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Concierto de Jazz',
    town: 'Bilbao',
    category_id: ['musica'],
    subcategory: ['jazz'],
    start_date: '2026-11-24',
  });
  assert.equal(
    eventUrl('https://agendanorte.es', 'bilbao', e),
    'https://bilbao.agendanorte.es/event/11111111-1111-4111-8111-111111111111--bilbao-musica-jazz-2026-11-24-concierto-de-jazz',
  );
  assert.match(
    eventUrl('http://localhost:5173', 'sansebastian', e),
    /^http:\/\/sansebastian\.localhost:5173\/event\//,
  );
});
