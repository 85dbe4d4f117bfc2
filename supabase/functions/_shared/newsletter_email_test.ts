import assert from 'node:assert/strict';
import {
  cancelledLine,
  coverageText,
  eventCityId,
  newsletterEmail,
  newsletterSubject,
} from './newsletter_email.ts';
import { eventRow, swingSeries } from './test_events.ts';

const UNSUB = 'https://ref.supabase.co/functions/v1/newsletter-unsubscribe?token=abc.def';

function email(patch: Partial<Parameters<typeof newsletterEmail>[0]> = {}) {
  return newsletterEmail({
    publicSiteUrl: 'https://agendanorte.es',
    cityId: 'bilbao',
    cityName: 'Bilbao',
    name: 'Ane',
    frequency: 'weekly',
    from: '2026-11-23',
    to: '2026-11-29',
    events: [
      eventRow({
        id: '11111111-1111-4111-8111-111111111111',
        title: 'Jazz <b>en</b> el Kafe',
        category_id: ['musica'],
        subcategory: ['jazz'],
        start_date: '2026-11-24',
        start_time: '20:00:00',
        is_free: true,
        destacado: 2,
      }),
      eventRow({ title: 'Teatro', start_date: '2026-11-25', start_time: null, price: 15, is_free: false }),
    ],
    categories: ['musica', 'escenicos'],
    places: ['Getxo'],
    unsubscribeUrl: UNSUB,
    ...patch,
  });
}

/** One day's e-mail to a reader without a name or interests. */
const ONE_DAY = { name: null, from: '2026-11-24', to: '2026-11-24', categories: [], places: [] };

Deno.test('subject names the city and the days', () => {
  assert.equal(
    newsletterSubject('Bilbao', '2026-11-23', '2026-11-29'),
    'Tu agenda de Bilbao: del 23 al 29 de noviembre',
  );
  assert.equal(
    newsletterSubject('Logroño', '2026-11-23', '2026-11-23'),
    'Tu agenda de Logroño: lunes 23 de noviembre',
  );
  assert.equal(coverageText('2026-11-30', '2026-12-06'), 'del 30 de noviembre al 6 de diciembre');
  assert.equal(email().subject, 'Tu agenda de Bilbao: del 23 al 29 de noviembre');
});

Deno.test('each event: date, time, place, price or Gratis, absolute link on the city sub-domain', () => {
  const m = email();
  const url =
    'https://bilbao.agendanorte.es/event/11111111-1111-4111-8111-111111111111--bilbao-musica-jazz-2026-11-24-jazz-b-en-b-el-kafe';
  assert.ok(m.html.includes(`href="${url}"`));
  assert.ok(m.text.includes(`Más información: ${url}`));
  assert.ok(m.text.includes('Cuándo: martes 24 de noviembre · 20:00'));
  assert.ok(m.text.includes('Dónde: Kafe Antzokia, Abando, Bilbao'));
  assert.ok(m.text.includes('Precio: Gratis'));
  assert.ok(m.text.includes('Precio: 15 €'));
  assert.ok(m.text.includes('Cuándo: miércoles 25 de noviembre\n'));
  assert.ok(m.html.includes('Destacado'));
  assert.ok(m.text.includes('★ Jazz <b>en</b> el Kafe'));
  // Values are escaped in the HTML part.
  assert.ok(m.html.includes('Jazz &lt;b&gt;en&lt;/b&gt; el Kafe'));
  assert.ok(!m.html.includes('<b>en</b>'));
  assert.ok(
    m.text.startsWith(
      'Hola, Ane:\n\nEstos son 2 planes que te proponemos en Bilbao del 23 al 29 de noviembre, según lo que te interesa (Música, Espectáculos escénicos, Getxo).',
    ),
  );
  assert.ok(m.html.includes('href="https://bilbao.agendanorte.es/"'));
  assert.ok(m.text.includes('https://bilbao.agendanorte.es/account?tab=newsletter'));
});

Deno.test('one-click unsubscribe: visible link and List-Unsubscribe headers', () => {
  const m = email();
  assert.ok(m.html.includes(`href="${UNSUB}"`));
  assert.ok(m.text.includes(`Date de baja con un clic: ${UNSUB}`));
  assert.deepEqual(m.headers, {
    'List-Unsubscribe': `<${UNSUB}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  assert.ok(m.text.includes('newsletter semanal de Agenda Norte Bilbao'));
  assert.ok(email({ frequency: 'daily' }).text.includes('newsletter diaria'));
  assert.ok(email({ frequency: 'biweekly' }).text.includes('newsletter quincenal'));
});

Deno.test('no name, one event, one day, no interests', () => {
  const m = email({ ...ONE_DAY, events: [eventRow()] });
  assert.ok(
    m.text.startsWith('Hola:\n\nEste es el plan que te proponemos en Bilbao para el martes 24 de noviembre.'),
  );
});

Deno.test('a series: once, at its first date in the days covered, with its rhythm', () => {
  const swing = swingSeries({ id: '22222222-2222-4222-8222-222222222222' });
  const e = email({ from: '2026-11-30', to: '2026-12-06', events: [swing] });
  assert.ok(e.text.includes('  Cuándo: jueves 3 de diciembre · Cada jueves · 19:00\n'), e.text);
  assert.ok(e.html.includes('📅 jueves 3 de diciembre · Cada jueves · 19:00</p>'));
  assert.equal(e.text.split('Clase de swing').length - 1, 1);
  assert.ok(e.text.includes('Este es el plan'));
});

Deno.test('cancelled favourites: a short block above the plans, each «Cancelado: <title> (<date>)»', () => {
  const off = eventRow({
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Jazz <suspendido>',
    town: 'Getxo',
    start_date: '2026-11-26',
    status: 'cancelled',
  });
  const donostia = eventRow({
    title: 'Cine',
    town: 'Donostia',
    start_date: '2026-12-01',
    status: 'cancelled',
  });
  const m = email({ cancelled: [off, donostia] });
  assert.ok(
    m.text.includes(
      'Se han cancelado planes que guardaste:\n  Cancelado: Jazz <suspendido> (jueves 26 de noviembre)\n  Cancelado: Cine (martes 1 de diciembre)\n',
    ),
    m.text,
  );
  // Before the plans, in both parts.
  assert.ok(m.text.indexOf('Cancelado: Cine') < m.text.indexOf('Jazz <b>en</b> el Kafe'));
  assert.ok(m.html.indexOf('Se han cancelado') < m.html.indexOf('Ver el evento'));
  assert.ok(m.html.includes('Cancelado: Jazz &lt;suspendido&gt;</a> (jueves 26 de noviembre)'));
  assert.ok(!m.html.includes('<suspendido>'));
  // Each links to its page on the site of its own city.
  assert.ok(
    m.html.includes('href="https://bilbao.agendanorte.es/event/33333333-3333-4333-8333-333333333333--getxo-'),
  );
  assert.ok(m.html.includes(`href="https://sansebastian.agendanorte.es/event/${donostia.id}--`));
  assert.ok(email({ cancelled: [off] }).text.includes('Se ha cancelado un plan que guardaste:\n'));
  // No cancelled favourites: no block.
  assert.ok(!email().text.includes('Cancelado'));
  assert.ok(!email({ cancelled: [] }).html.includes('Cancelado'));
});

Deno.test('only cancelled favourites: the e-mail says there are no plans this time, and no list', () => {
  const off = eventRow({ title: 'Teatro', start_date: '2026-11-26', status: 'cancelled' });
  const m = email({ events: [], cancelled: [off], categories: ['musica'], places: [] });
  assert.ok(
    m.text.startsWith(
      'Hola, Ane:\n\nEsta vez no tenemos planes que proponerte en Bilbao del 23 al 29 de noviembre según lo que te interesa (Música), pero hay novedades sobre lo que guardaste.\n\nSe ha cancelado un plan que guardaste:\n  Cancelado: Teatro (jueves 26 de noviembre)\n',
    ),
    m.text,
  );
  assert.ok(!m.html.includes('<table'));
});

Deno.test('cancelled line: a multi-day event by its days, a series at its next date with its rhythm', () => {
  const fair = eventRow({
    title: 'Feria',
    start_date: '2026-11-20',
    end_date: '2026-12-10',
    status: 'cancelled',
  });
  assert.equal(
    cancelledLine(fair, '2026-11-23'),
    'Cancelado: Feria (del 20 de noviembre al 10 de diciembre)',
  );
  const swing = eventRow({
    title: 'Swing',
    start_date: '2026-11-05',
    end_date: '2026-12-17',
    recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261217',
    occurrence_dates: ['2026-11-05', '2026-11-12', '2026-11-19', '2026-11-26', '2026-12-03'],
    status: 'cancelled',
  });
  assert.equal(cancelledLine(swing, '2026-11-23'), 'Cancelado: Swing (jueves 26 de noviembre · Cada jueves)');
});

Deno.test("a saved event's city: the reader's when its town is theirs, else the town's city", () => {
  const cases: Array<[string | null, string, string]> = [
    ['Getxo', 'bilbao', 'bilbao'],
    ['Donostia', 'bilbao', 'sansebastian'],
    ['Logroño', 'pamplona', 'logronio'],
    ['Pueblo inventado', 'santander', 'santander'],
    [null, 'vitoria', 'vitoria'],
  ];
  for (const [town, reader, city] of cases) assert.equal(eventCityId(town, reader), city, String(town));
});

Deno.test(
  'in Basque: subject, greeting, intro, dates, prices and footer in Basque; Spanish by default',
  () => {
    const m = email({ language: 'eu' });
    assert.equal(m.subject, 'Bilboko zure agenda: azaroaren 23tik 29ra');
    assert.ok(m.html.startsWith('<!doctype html>\n<html lang="eu">'));
    assert.ok(
      m.text.startsWith(
        'Kaixo, Ane:\n\nHona hemen 2 plan Bilbon (azaroaren 23tik 29ra), zure interesen arabera (Musika, Arte eszenikoak, Getxo).',
      ),
      m.text,
    );
    assert.ok(m.text.includes('  Noiz: azaroaren 24a, asteartea · 20:00\n'), m.text);
    assert.ok(m.text.includes('  Non: Kafe Antzokia, Abando, Bilbao\n'));
    assert.ok(m.text.includes('  Prezioa: Doan\n'));
    assert.ok(m.text.includes('  Prezioa: 15 €\n'));
    assert.ok(m.html.includes('Nabarmendua'));
    assert.ok(m.html.includes('>Ikusi ekitaldia</a>'));
    assert.ok(m.html.includes('>Ikusi Bilboko agenda osoa</a>'));
    assert.ok(m.text.includes('Agenda Norte Bilbao webguneko asteko buletinera harpidetu zinelako.'));
    assert.ok(m.text.includes(`Kendu harpidetza klik bakar batekin: ${UNSUB}`));
    assert.deepEqual(m.headers, email().headers);
    // No Spanish interface text left in it.
    for (const es of [
      'Hola',
      'Cuándo',
      'Dónde',
      'Precio',
      'Gratis',
      'Ver el evento',
      'noviembre',
      'Date de baja',
    ])
      assert.ok(!m.text.includes(es) && !m.html.includes(es), es);
    // Spanish when no language is given, as before.
    assert.equal(email().subject, 'Tu agenda de Bilbao: del 23 al 29 de noviembre');
    const events = [eventRow({ title: 'Teatro' })];
    assert.equal(email({ language: 'es', events }).text, email({ events }).text);
  },
);

Deno.test(
  'in Basque: an event in its Basque text when it has one, else its Spanish one marked Gaztelaniaz',
  () => {
    const both = eventRow({
      title: 'Bertsolari saioa',
      title_eu: 'Bertso saioa Kafe Antzokian',
      description: '<p>Sesión de bertsos con cuatro bertsolaris.</p>',
      description_eu: '<p>Lau bertsolariren saioa.</p>',
    });
    const spanishOnly = eventRow({ title: 'Concierto de jazz', description: '<p>Cuarteto en directo.</p>' });
    const m = email({ language: 'eu', events: [both, spanishOnly], categories: [], places: [] });
    assert.ok(m.text.includes('Bertso saioa Kafe Antzokian\n'));
    assert.ok(!m.text.includes('Bertsolari saioa'));
    assert.ok(m.html.includes('>Lau bertsolariren saioa.</p>'));
    assert.ok(m.html.includes('>Gaztelaniaz: Cuarteto en directo.</p>'));
    assert.ok(m.text.includes('Concierto de jazz\n'));
    // The Spanish e-mail keeps the Spanish texts.
    const es = email({ events: [both], categories: [], places: [] });
    assert.ok(es.text.includes('Bertsolari saioa\n') && es.html.includes('Sesión de bertsos'));
    assert.ok(!es.html.includes('Gaztelaniaz'));
  },
);

Deno.test('in Basque: one day, no plans but cancelled favourites, a series with its rhythm', () => {
  const one = email({ ...ONE_DAY, language: 'eu', events: [eventRow()] });
  assert.ok(
    one.text.startsWith('Kaixo:\n\nHona hemen plan bat Bilbon (azaroaren 24a, asteartea).'),
    one.text,
  );
  const off = eventRow({ title: 'Antzerkia', start_date: '2026-11-26', status: 'cancelled' });
  const none = email({
    language: 'eu',
    cityId: 'sansebastian',
    cityName: 'San Sebastián',
    events: [],
    cancelled: [off],
    categories: ['musica'],
    places: [],
  });
  assert.equal(none.subject, 'Donostiako zure agenda: azaroaren 23tik 29ra');
  assert.ok(
    none.text.startsWith(
      'Kaixo, Ane:\n\nOraingoan ez dugu planik zuretzat Donostian (azaroaren 23tik 29ra), zure interesen arabera (Musika), baina gorde dituzunei buruzko berriak ditugu.\n\nGorde zenuen plan bat bertan behera geratu da:\n  Bertan behera: Antzerkia (azaroaren 26a, osteguna)\n',
    ),
    none.text,
  );
  const swing = swingSeries();
  const series = email({ language: 'eu', from: '2026-11-30', to: '2026-12-06', events: [swing] });
  assert.ok(series.text.includes('  Noiz: abenduaren 3a, osteguna · Ostegunero · 19:00\n'), series.text);
  assert.equal(
    cancelledLine({ ...swing, status: 'cancelled' }, '2026-11-23', 'eu'),
    'Bertan behera: Clase de swing (abenduaren 3a, osteguna · Ostegunero)',
  );
});
