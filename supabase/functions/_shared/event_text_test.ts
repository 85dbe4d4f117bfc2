import assert from 'node:assert/strict';
import {
  datesTextEs,
  descriptionText,
  eventSpan,
  eventUrl,
  locationText,
  occurrenceOn,
  placeText,
  priceText,
  seriesDays,
  seriesRhythm,
  shownDay,
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

// Thursdays at 20:00 from 5 November to 17 December 2026; 26 November skipped.
const swing = eventRow({
  start_date: '2026-11-05',
  end_date: '2026-12-17',
  start_time: '20:00:00',
  end_time: '21:30:00',
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261217',
  recurrence_exdates: ['2026-11-26'],
  occurrence_dates: ['2026-11-05', '2026-11-12', '2026-11-19', '2026-12-03', '2026-12-10', '2026-12-17'],
});

Deno.test('series: days, rhythm, the day shown from a date, one date as a single event', () => {
  assert.deepEqual(seriesDays(swing), swing.occurrence_dates);
  assert.equal(seriesDays(eventRow()), null);
  // A rule the database has not expanded (no dates) is read as a single event.
  assert.equal(seriesDays({ ...swing, occurrence_dates: [] }), null);
  assert.equal(seriesRhythm(swing), 'Cada jueves');
  assert.equal(seriesRhythm(eventRow()), null);
  assert.equal(shownDay(swing, '2026-11-20'), '2026-12-03');
  assert.equal(shownDay(swing, '2026-11-19'), '2026-11-19');
  assert.equal(shownDay(swing, '2027-01-01'), '2026-12-17');
  assert.equal(shownDay(eventRow({ start_date: '2026-11-24' }), '2026-11-30'), '2026-11-24');
  const one = occurrenceOn(swing, '2026-12-03');
  assert.equal(one.start_date, '2026-12-03');
  assert.equal(one.end_date, null);
  assert.equal(seriesDays(one), null);
  // One date lasts its own hours, not until the series' last date.
  const span = eventSpan(one);
  assert.equal(span?.kind, 'timed');
  assert.equal(span?.kind === 'timed' && span.end.toISOString(), '2026-12-03T20:30:00.000Z');
});

Deno.test('series: the date text reads at its next date with its rhythm', () => {
  assert.equal(whenTextEs(swing, '2026-11-20'), 'jueves 3 de diciembre · Cada jueves · 20:00 – 21:30');
  assert.equal(whenTextEs(swing), 'jueves 5 de noviembre · Cada jueves · 20:00 – 21:30');
  const picked = eventRow({
    start_date: '2026-12-01',
    end_date: '2026-12-10',
    start_time: null,
    recurrence_rule: 'FREQ=DAILY;UNTIL=20261210',
    recurrence_exdates: ['2026-12-02', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-09'],
    occurrence_dates: ['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10'],
  });
  assert.equal(whenTextEs(picked, '2026-12-04'), 'martes 8 de diciembre · Varias fechas');
});
