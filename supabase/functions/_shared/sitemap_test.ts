import assert from 'node:assert/strict';
import type { EventRow } from './event_text.ts';
import {
  buildSitemapXml,
  CONTENT_PATHS,
  escapeXml,
  isUpcoming,
  LISTING_PATHS,
  MAX_URLS,
  sitemapEntries,
  w3cDatetime,
} from './sitemap.ts';

const PROD = 'https://agendanorte.es';
const TODAY = '2026-11-22';

function row(over: Partial<EventRow> & { id: string }): EventRow {
  return {
    title: 'Concierto de jazz',
    description: null,
    category_id: ['musica'],
    subcategory: ['jazz'],
    venue: 'Bilborock',
    town: 'Bilbao',
    neighborhood: null,
    address: null,
    start_date: TODAY,
    end_date: null,
    start_time: '20:00',
    end_time: null,
    price: 10,
    is_free: false,
    destacado: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-10T12:30:45.123Z',
    ...over,
  };
}

Deno.test('upcoming = last day (end, else start) today or later', () => {
  assert.equal(isUpcoming({ start_date: TODAY, end_date: null }, TODAY), true);
  assert.equal(isUpcoming({ start_date: '2026-11-20', end_date: '2026-11-22' }, TODAY), true);
  assert.equal(isUpcoming({ start_date: '2026-11-20', end_date: '2026-11-21' }, TODAY), false);
  assert.equal(isUpcoming({ start_date: '2026-11-21', end_date: null }, TODAY), false);
  assert.equal(isUpcoming({ start_date: null, end_date: null }, TODAY), false);
});

Deno.test('W3C datetimes in UTC without milliseconds; junk → null', () => {
  assert.equal(w3cDatetime('2026-11-10T12:30:45.123Z'), '2026-11-10T12:30:45Z');
  assert.equal(w3cDatetime('2026-11-10T13:30:45+01:00'), '2026-11-10T12:30:45Z');
  assert.equal(w3cDatetime('no'), null);
  assert.equal(w3cDatetime(null), null);
});

Deno.test(
  'entries: the fixed pages, then upcoming events on the city sub-domain, in Spanish and in Basque; past ones left out',
  () => {
    const entries = sitemapEntries(
      PROD,
      'bilbao',
      [
        row({ id: 'a1', title: 'Jazz en Bilborock', updated_at: '2026-11-12T08:00:00Z' }),
        row({ id: 'p1', title: 'Ya pasó', start_date: '2026-11-01', end_date: '2026-11-02' }),
        row({ id: 'b2', title: 'Feria', start_date: '2026-11-20', end_date: '2026-11-30', updated_at: null }),
      ],
      TODAY,
    );
    const locs = entries.map((e) => e.loc);
    assert.equal(locs.length, 2 * (LISTING_PATHS.length + CONTENT_PATHS.length + 2));
    assert.ok(locs.every((l) => l.startsWith('https://bilbao.agendanorte.es/')));
    assert.ok(locs.includes('https://bilbao.agendanorte.es/'));
    assert.ok(locs.includes('https://bilbao.agendanorte.es/eu'));
    assert.ok(locs.includes('https://bilbao.agendanorte.es/editorial/3'));
    assert.ok(locs.includes('https://bilbao.agendanorte.es/eu/editorial/3'));
    assert.ok(!locs.some((l) => l.endsWith('/tardeos')), '/tardeos is canonical to /fiestas');
    assert.ok(!locs.some((l) => /\/(account|points|moderacion|auth|confirmar-baja)$/.test(l)));
    assert.ok(
      locs.includes(
        'https://bilbao.agendanorte.es/event/a1--bilbao-musica-jazz-2026-11-22-jazz-en-bilborock',
      ),
    );
    assert.ok(!locs.some((l) => l.includes('/event/p1')));
    const a1 = entries.find((e) => e.loc.includes('/event/a1'));
    assert.equal(a1?.lastmod, '2026-11-12T08:00:00Z');
    // Each language's page names both, Spanish as the default.
    const a1Eu = 'https://bilbao.agendanorte.es/eu/event/a1--bilbao-musica-jazz-2026-11-22-jazz-en-bilborock';
    const a1Es = 'https://bilbao.agendanorte.es/event/a1--bilbao-musica-jazz-2026-11-22-jazz-en-bilborock';
    const both = { es: a1Es, eu: a1Eu, 'x-default': a1Es };
    assert.deepEqual(a1?.alternates, both);
    const a1InBasque = entries.find((e) => e.loc === a1Eu);
    assert.equal(a1InBasque?.lastmod, '2026-11-12T08:00:00Z');
    assert.deepEqual(a1InBasque?.alternates, both);
    // No updated_at: created_at.
    assert.equal(entries.find((e) => e.loc.includes('/event/b2'))?.lastmod, '2026-11-01T09:00:00Z');
    // The listing pages change when events do: the newest change.
    assert.equal(entries[0]?.lastmod, '2026-11-12T08:00:00Z');
    assert.equal(entries.find((e) => e.loc.endsWith('/contacto'))?.lastmod, undefined);
  },
);

Deno.test('at most 50,000 URLs', () => {
  const many = Array.from({ length: MAX_URLS + 10 }, (_, i) => row({ id: `e${i}` }));
  assert.equal(sitemapEntries(PROD, 'pamplona', many, TODAY).length, MAX_URLS);
});

Deno.test('XML: declaration, urlset and xhtml namespaces, escaped locations, hreflang alternates', () => {
  assert.equal(escapeXml(`a&b<c>"d'`), 'a&amp;b&lt;c&gt;&quot;d&apos;');
  const xml = buildSitemapXml([
    { loc: 'https://bilbao.agendanorte.es/?a=1&b=2', lastmod: '2026-11-12T08:00:00Z' },
    {
      loc: 'https://bilbao.agendanorte.es/contacto',
      alternates: {
        es: 'https://bilbao.agendanorte.es/contacto',
        eu: 'https://bilbao.agendanorte.es/eu/contacto',
      },
    },
  ]);
  assert.ok(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ),
  );
  assert.ok(
    xml.includes(
      '<xhtml:link rel="alternate" hreflang="eu" href="https://bilbao.agendanorte.es/eu/contacto"/>',
    ),
  );
  assert.ok(xml.includes('<loc>https://bilbao.agendanorte.es/?a=1&amp;b=2</loc>'));
  assert.ok(xml.includes('<lastmod>2026-11-12T08:00:00Z</lastmod>'));
  assert.equal((xml.match(/<url>/g) ?? []).length, 2);
  assert.ok(xml.trimEnd().endsWith('</urlset>'));
  assert.equal(
    buildSitemapXml([]),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n',
  );
});
