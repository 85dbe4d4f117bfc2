// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../supabase/functions/_shared/import/adapters/decode.ts';
import {
  parseBilbao,
  parseIcs,
  parseJsonLd,
  parseKulturklik,
  parseKulturklikMunicipalities,
  parseSantander,
  parseSource,
} from '../../supabase/functions/_shared/import/adapters/index.ts';
import {
  cleanHtml,
  cleanJsonControls,
  cleanText,
  cleanUrl,
  languageCodes,
  nameKey,
} from '../../supabase/functions/_shared/import/adapters/text.ts';
import { parseIsoDate } from '../../supabase/functions/_shared/import/adapters/time.ts';
import { SOURCE_KINDS } from '../../supabase/functions/_shared/import/types.ts';
import { fixtureText } from '../fixtures/import/read.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('decodeBody', () => {
  it('reads UTF-8, and bytes that are not valid UTF-8 as windows-1252 (€ and curly quotes included)', () => {
    expect(decodeBody(ascii('Año €'))).toBe('Año €');
    expect(decodeBody(bytes(0x41, 0xf1, 0x6f, 0x20, 0x80, 0x20, 0x93, 0x78, 0x94))).toBe('Año € “x”');
  });

  it("honours the content type's charset, then an XML or HTML declaration", () => {
    const latin1 = bytes(0x4d, 0xfa, 0x73, 0x69, 0x63, 0x61); // 'Música' in Latin-1
    expect(decodeBody(latin1, 'text/calendar; charset=ISO-8859-1')).toBe('Música');
    expect(decodeBody(latin1, 'text/plain; charset="windows-1252"')).toBe('Música');
    const xml = new Uint8Array([
      ...ascii('<?xml version="1.0" encoding="ISO-8859-15"?><a>'),
      0xa4,
      ...ascii('</a>'),
    ]);
    expect(decodeBody(xml)).toBe('<?xml version="1.0" encoding="ISO-8859-15"?><a>€</a>');
    const html = new Uint8Array([...ascii('<html><head><meta charset="windows-1252"></head>'), 0x80]);
    expect(decodeBody(html).endsWith('€')).toBe(true);
    const httpEquiv = new Uint8Array([
      ...ascii('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'),
      0xe9,
    ]);
    expect(decodeBody(httpEquiv).endsWith('é')).toBe(true);
  });

  it('falls back from a UTF-8 declaration the bytes do not keep, and ignores unknown labels', () => {
    expect(decodeBody(bytes(0x63, 0x61, 0x66, 0xe9), 'application/json; charset=utf-8')).toBe('café');
    expect(decodeBody(ascii('Año'), 'text/html; charset=x-no-such-charset')).toBe('Año');
  });

  it('honours and strips a byte-order mark', () => {
    expect(decodeBody(bytes(0xef, 0xbb, 0xbf, 0x5b, 0x5d))).toBe('[]');
    expect(decodeBody(bytes(0xff, 0xfe, 0x41, 0x00, 0xf1, 0x00))).toBe('Añ');
  });
});

describe('text helpers', () => {
  it('decode named entities (Latin-1 and typographic) and numeric ones in one pass', () => {
    expect(
      cleanText('Espect&aacute;culo &ntilde; &Aacute; 10&euro; &laquo;x&raquo; &#233; &#x41; &amp;aacute;'),
    ).toBe('Espectáculo ñ Á 10€ «x» é A &aacute;');
    expect(cleanText('&unknown; &aacute')).toBe('&unknown; &aacute');
  });

  it('keep markup entities encoded in HTML, so decoding never makes a tag', () => {
    expect(cleanHtml('<p>A&ntilde;o &lt;script&gt; &amp; &quot;x&quot; &#60;b&#62;</p>')).toBe(
      '<p>Año &lt;script&gt; &amp; &quot;x&quot; &#60;b&#62;</p>',
    );
  });

  it('turn control characters inside JSON strings into spaces, leaving escapes and structure alone', () => {
    expect(cleanJsonControls('{"a":"x\ny\u0001","b":"\\n"}\n')).toBe('{"a":"x y ","b":"\\n"}\n');
    expect(JSON.parse(cleanJsonControls('[\u0001{"a":"\t"}]'))).toEqual([{ a: ' ' }]);
  });

  it('keep http(s) links only, resolving relative ones against the page', () => {
    expect(cleanUrl('javascript:alert(1)')).toBeUndefined();
    expect(cleanUrl('  JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(cleanUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(cleanUrl('mailto:info@example.org')).toBeUndefined();
    expect(cleanUrl('/agenda/x', 'https://www.pamplona.es/agenda')).toBe('https://www.pamplona.es/agenda/x');
    expect(cleanUrl('https://a.example/?x=1&amp;y=2')).toBe('https://a.example/?x=1&y=2');
  });

  it('read language fields as ISO 639-1 codes: locales give their language, lists every one', () => {
    expect(languageCodes('ES')).toEqual(['es']);
    expect(languageCodes('es-ES')).toEqual(['es']);
    expect(languageCodes('eu_ES')).toEqual(['eu']);
    expect(languageCodes('ES/EU')).toEqual(['es', 'eu']);
    expect(languageCodes('ES-EU')).toEqual(['es', 'eu']);
    expect(languageCodes(['eu', 'es', 'EU'])).toEqual(['eu', 'es']);
    expect(languageCodes('Otros')).toEqual([]);
    expect(languageCodes(undefined)).toEqual([]);
  });

  it('read ISO dates with and without offset as Madrid wall time, across the DST change', () => {
    expect(parseIsoDate('2026-12-05')).toEqual({ day: '2026-12-05' });
    expect(parseIsoDate('2026-12-05T20:00:00')).toEqual({ day: '2026-12-05', time: '20:00' });
    expect(parseIsoDate('2026-12-05 20:00')).toEqual({ day: '2026-12-05', time: '20:00' });
    expect(parseIsoDate('2027-07-05T18:00:00Z')).toEqual({ day: '2027-07-05', time: '20:00' });
    expect(parseIsoDate('2027-03-28T01:30:00Z')).toEqual({ day: '2027-03-28', time: '03:30' });
    expect(parseIsoDate('2026-12-05T20:00:00.000-05:00')).toEqual({ day: '2026-12-06', time: '02:00' });
    expect(parseIsoDate('2026-12-05T20:00:00Z', { zIsWallClock: true })).toEqual({
      day: '2026-12-05',
      time: '20:00',
    });
    for (const bad of ['2026-02-29', '2026-12-05T24:00', '05/12/2026', '', 'mañana'])
      expect(parseIsoDate(bad)).toBeNull();
  });
});

describe('parseSource', () => {
  it('dispatches every source kind to its adapter', () => {
    const texts = {
      kulturklik: fixtureText('kulturklik/upcoming-page1.json'),
      bilbao: fixtureText('bilbao/agenda.json'),
      santander: fixtureText('santander/agenda_cultural.json'),
      ics: fixtureText('ics/venue.ics'),
      jsonld: fixtureText('jsonld/logrono-agenda.html'),
    };
    const direct = {
      kulturklik: parseKulturklik(texts.kulturklik),
      bilbao: parseBilbao(texts.bilbao),
      santander: parseSantander(texts.santander),
      ics: parseIcs(texts.ics),
      jsonld: parseJsonLd(texts.jsonld),
    };
    for (const kind of SOURCE_KINDS) {
      const read = parseSource(kind, texts[kind]);
      expect(read.items, kind).toEqual(direct[kind].items);
      expect(read.rejected, kind).toEqual(direct[kind].rejected);
    }
  });

  it('passes the options on', () => {
    const municipalities = parseKulturklikMunicipalities(fixtureText('kulturklik/municipalities.json'));
    const read = parseSource('kulturklik', fixtureText('kulturklik/upcoming-page1.json'), { municipalities });
    expect(read.items[4]?.municipality).toBe('Getxo');
    expect(
      parseSource('ics', fixtureText('ics/venue.ics'), { municipality: 'Bilbao' }).items[2]?.municipality,
    ).toBe('Bilbao');
  });
});

describe('the same event in two sources', () => {
  it('Kulturklik and the Bilbao agenda give the same day and town, titles equal but for case, accents and punctuation', () => {
    const municipalities = parseKulturklikMunicipalities(fixtureText('kulturklik/municipalities.json'));
    const k = parseKulturklik(fixtureText('kulturklik/upcoming-page1.json'), { municipalities }).items.find(
      (i) => i.externalId === '2026112009361234',
    )!;
    const b = parseBilbao(fixtureText('bilbao/agenda.json')).items.find((i) => i.externalId === '90412')!;
    expect([k.startDate, k.municipality]).toEqual([b.startDate, b.municipality]);
    expect(k.title.es).not.toBe(b.title.es);
    expect(nameKey(k.title.es!)).toBe(nameKey(b.title.es!));
    expect(k.hoursText).toBe('19:30');
    expect(b.hoursText).toBe('19:30h');
  });
});
