// The RSS builder, checked with an independent XML parser (fast-xml-parser, fetched by Deno from npm).
// deno-lint-ignore-file no-import-prefix -- test-only parsers, run with --no-config: no deno.json maps them.
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'npm:fast-xml-parser@4';
import { buildRss, escapeXml, rfc822 } from '../_shared/rss.ts';
import { EVENT_WORDS } from '../_shared/event_words.ts';
import { eventRow, swingSeries } from '../_shared/test_events.ts';

const INFO = {
  title: 'Agenda Norte Bilbao',
  link: 'https://bilbao.agendanorte.es/',
  description: 'Próximos eventos en Bilbao',
  selfUrl: 'https://ref.supabase.co/functions/v1/feed?city=bilbao&format=rss',
};
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const TODAY = '2026-11-22';

const rows = [
  eventRow({
    title: 'Jazz & blues <en directo>',
    is_free: true,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-05T10:00:00Z',
  }),
  eventRow({
    title: 'Teatro "clásico"',
    category_id: ['escenicos'],
    subcategory: ['teatro'],
    description: '<p>Con <script>x</script>]]> raro \u0001</p>',
  }),
];
const items = rows.map((event) => ({ event, url: `https://bilbao.agendanorte.es/event/${event.id}--x` }));

Deno.test('RSS: well-formed RSS 2.0 with the required channel and item elements', () => {
  const xml = buildRss(INFO, items, TODAY);
  assert.equal(XMLValidator.validate(xml), true);
  const doc = parser.parse(xml);
  assert.equal(doc.rss['@version'], '2.0');
  const ch = doc.rss.channel;
  assert.equal(ch.title, 'Agenda Norte Bilbao');
  assert.equal(ch.link, 'https://bilbao.agendanorte.es/');
  assert.equal(ch.description, 'Próximos eventos en Bilbao');
  assert.equal(ch.language, 'es-ES');
  assert.equal(ch['atom:link']['@rel'], 'self');
  assert.equal(ch['atom:link']['@href'], INFO.selfUrl);
  assert.equal(ch['atom:link']['@type'], 'application/rss+xml');
  assert.equal(ch.lastBuildDate, 'Thu, 05 Nov 2026 10:00:00 GMT');
  assert.equal(ch.item.length, 2);
  const [a, b] = ch.item;
  assert.equal(a.title, 'Jazz & blues <en directo>');
  assert.equal(a.link, items[0]!.url);
  assert.equal(a.guid['#text'], items[0]!.url);
  assert.equal(a.guid['@isPermaLink'], 'true');
  assert.equal(a.pubDate, 'Sun, 01 Nov 2026 10:00:00 GMT');
  assert.match(
    a.description,
    /^<p><strong>martes 24 de noviembre · 20:00 · Kafe Antzokia, Abando, Bilbao · Gratis<\/strong><\/p><p>/,
  );
  assert.equal(b.title, 'Teatro "clásico"');
  assert.deepEqual(b.category, ['Espectáculos escénicos', 'Teatro']);
  assert.ok(!b.description.includes('<script'));
});

Deno.test('RSS: an empty feed is still valid', () => {
  const xml = buildRss(INFO, [], TODAY);
  assert.equal(XMLValidator.validate(xml), true);
  const ch = parser.parse(xml).rss.channel;
  assert.equal(ch.item, undefined);
  assert.equal(ch.title, 'Agenda Norte Bilbao');
});

Deno.test('RSS: a series is one item, at its next date with its rhythm', () => {
  // Thursdays from 5 November 2026; 26 November is skipped, so on the 22nd the next date is 3 December.
  const series = swingSeries();
  const url = `https://bilbao.agendanorte.es/event/${series.id}--x`;
  const at = (today: string) => {
    const xml = buildRss(INFO, [{ event: series, url }], today);
    assert.equal(XMLValidator.validate(xml), true);
    const ch = new XMLParser({ isArray: (n) => n === 'item' }).parse(xml).rss.channel;
    assert.equal(ch.item.length, 1);
    return String(ch.item[0].description);
  };
  assert.match(at(TODAY), /^<p><strong>jueves 3 de diciembre · Cada jueves · 19:00 · Kafe Antzokia/);
  assert.match(at('2026-11-19'), /^<p><strong>jueves 19 de noviembre · Cada jueves · 19:00 ·/);
  // Before it starts: its first date.
  assert.match(at('2026-10-01'), /^<p><strong>jueves 5 de noviembre · Cada jueves · 19:00 ·/);
});

Deno.test('RSS: a cancelled event reads «Cancelado» in its title and first in its facts', () => {
  const cancelled = eventRow({ title: 'Jazz & blues', status: 'cancelled', is_free: true });
  const scheduled = eventRow({ title: 'Teatro', status: 'scheduled' });
  const xml = buildRss(
    INFO,
    [cancelled, scheduled].map((event) => ({
      event,
      url: `https://bilbao.agendanorte.es/event/${event.id}--x`,
    })),
    TODAY,
  );
  assert.equal(XMLValidator.validate(xml), true);
  const [a, b] = new XMLParser({ isArray: (n) => n === 'item' }).parse(xml).rss.channel.item;
  assert.equal(a.title, 'Cancelado: Jazz & blues');
  assert.match(String(a.description), /^<p><strong>Cancelado · martes 24 de noviembre · 20:00 ·/);
  assert.equal(b.title, 'Teatro');
  assert.ok(!String(b.description).includes('Cancelado'));
});

Deno.test('RSS helpers', () => {
  assert.equal(escapeXml(`a & b < c > "d" 'e'\u0000`), 'a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  assert.equal(rfc822(new Date('2026-11-23T06:00:00Z')), 'Mon, 23 Nov 2026 06:00:00 GMT');
});

Deno.test('RSS in Basque: eu-ES, Basque words, each event in its Basque texts or marked Gaztelaniaz', () => {
  const bilingual = eventRow({
    title: 'Concierto de txalaparta',
    title_eu: 'Txalaparta kontzertua',
    description: '<p>Dos txalapartaris.</p>',
    description_eu: '<p>Bi txalapartari.</p>',
    is_free: true,
  });
  const spanishOnly = eventRow({ title: 'Teatro', status: 'cancelled', description: '<p>Comedia.</p>' });
  const xml = buildRss(
    INFO,
    [bilingual, spanishOnly, swingSeries()].map((event) => ({ event, url: `https://x.es/${event.id}` })),
    TODAY,
    EVENT_WORDS.eu,
  );
  assert.equal(XMLValidator.validate(xml), true);
  const channel = new XMLParser({ isArray: (n) => n === 'item' }).parse(xml).rss.channel;
  assert.equal(channel.language, 'eu-ES');
  const [a, b, c] = channel.item;
  assert.equal(a.title, 'Txalaparta kontzertua');
  assert.equal(a.category, 'Musika');
  assert.equal(
    a.description,
    '<p><strong>azaroaren 24a, asteartea · 20:00 · Kafe Antzokia, Abando, Bilbao · Doan</strong></p><p>Bi txalapartari.</p>',
  );
  assert.equal(b.title, 'Bertan behera: Teatro');
  assert.match(
    String(b.description),
    /^<p><strong>Bertan behera · azaroaren 24a, asteartea · 20:00 · .* · 12 €<\/strong><\/p><p>Gaztelaniaz: Comedia\.<\/p>$/,
  );
  assert.match(String(c.description), /^<p><strong>abenduaren 3a, osteguna · Ostegunero · 19:00 ·/);
});
