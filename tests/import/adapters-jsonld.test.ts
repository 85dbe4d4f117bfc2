// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJsonLd } from '../../supabase/functions/_shared/import/adapters/jsonld.ts';
import { fixtureText } from '../fixtures/import/read.ts';

describe('JSON-LD adapter: Pamplona agenda page', () => {
  const result = parseJsonLd(fixtureText('jsonld/pamplona-agenda.html'), {
    pageUrl: 'https://www.pamplona.es/agenda',
  });

  it('reads a MusicEvent in @graph: offset times to Madrid, Place with PostalAddress and geo, offer, organizer', () => {
    expect(result.items[0]).toEqual({
      externalId: 'https://www.pamplona.es/agenda/orquesta-sinfonica-navarra-navidad',
      title: { es: 'Orquesta Sinfónica de Navarra: Concierto de Navidad' },
      description: { es: '<p>Con el Orfeón Pamplonés.</p>' },
      categoryHints: ['MusicEvent'],
      startDate: '2026-12-19',
      startTime: '20:00',
      endTime: '22:00',
      priceText: '25 €',
      ticketUrl: 'https://www.baluarte.com/entradas/osn-navidad',
      venue: 'Baluarte',
      address: 'Plaza del Baluarte, s/n',
      municipality: 'Pamplona',
      province: 'Navarra',
      latitude: 42.8139,
      longitude: -1.6474,
      url: 'https://www.pamplona.es/agenda/orquesta-sinfonica-navarra-navidad',
      imageUrl: 'https://www.pamplona.es/sites/default/files/osn-navidad.jpg',
      organizer: 'Fundación Baluarte',
      languages: ['es'],
      cancelled: false,
    });
  });

  it('reads date-only days, a relative url, several offers as a range, an ImageObject and keywords', () => {
    expect(result.items[1]).toEqual({
      externalId: 'https://www.pamplona.es/agenda/el-lazarillo-de-tormes',
      title: { es: 'Teatro: El lazarillo de Tormes' },
      description: {},
      categoryHints: ['TheaterEvent', 'teatro', 'clásicos'],
      startDate: '2026-12-12',
      endDate: '2026-12-14',
      priceText: '12-18,50 €',
      ticketUrl: 'https://www.teatrogayarre.com/entradas/lazarillo',
      venue: 'Teatro Gayarre',
      address: 'Avenida Carlos III, 1, Pamplona',
      url: 'https://www.pamplona.es/agenda/el-lazarillo-de-tormes',
      imageUrl: 'https://www.pamplona.es/sites/default/files/lazarillo.jpg',
      languages: [],
      cancelled: false,
    });
  });

  it('reads 00:00–23:59 as days without time, @id as the id, isAccessibleForFree as free', () => {
    expect(result.items[2]).toEqual({
      externalId: 'https://www.pamplona.es/agenda/expo-san-fermin#event',
      title: { es: 'Exposición: San Fermín en blanco y negro' },
      description: {},
      categoryHints: ['ExhibitionEvent'],
      startDate: '2026-11-10',
      endDate: '2027-01-10',
      priceText: 'Gratis',
      venue: 'Palacio del Condestable',
      address: 'Calle Mayor, 2',
      municipality: 'Pamplona',
      province: 'Navarra',
      languages: [],
      cancelled: false,
    });
  });

  it('marks EventCancelled (written as a reference), with several @types and an organizer list', () => {
    expect(result.items[3]).toEqual({
      externalId: 'https://www.pamplona.es/agenda/cuentacuentos-navideno',
      title: { es: 'Cuentacuentos navideño' },
      description: {},
      categoryHints: ['Event', 'ChildrensEvent'],
      startDate: '2026-12-23',
      startTime: '18:00',
      venue: 'Biblioteca de Yamaguchi',
      municipality: 'Pamplona',
      url: 'https://www.pamplona.es/agenda/cuentacuentos-navideno',
      organizer: 'Biblioteca de Yamaguchi',
      languages: [],
      cancelled: true,
    });
  });

  it('keeps once an event repeated in another block; drops javascript:/data: links (id from a hash then)', () => {
    expect(result.items.filter((i) => i.title.es?.startsWith('Orquesta'))).toHaveLength(1);
    expect(result.items[4]).toEqual({
      externalId: expect.stringMatching(/^jsonld:[0-9a-f]{14}$/),
      title: { es: 'Danza contemporánea: Cuerpos' },
      // The raw newline and tab inside the JSON string became spaces.
      description: { es: 'Primera línea segunda línea con tabulador' },
      categoryHints: ['DanceEvent'],
      startDate: '2026-12-28',
      startTime: '19:00',
      venue: 'Civivox Condestable',
      languages: [],
      cancelled: false,
    });
  });

  it('decodes entities of a plain-text name and leaves the <script> of a description to the mapping', () => {
    expect(result.items[5]).toEqual({
      externalId: 'https://www.pamplona.es/agenda/taller-programacion',
      title: { es: 'Taller con <script>' },
      description: {
        es: "<p>Aprende a programar.</p><script>alert('xss')</script><img src=x onerror=alert(1)>",
      },
      categoryHints: ['EducationEvent'],
      startDate: '2027-01-09',
      startTime: '10:00',
      endTime: '13:00',
      venue: 'Civivox Iturrama',
      municipality: 'Pamplona',
      province: 'Navarra',
      url: 'https://www.pamplona.es/agenda/taller-programacion',
      languages: [],
      cancelled: false,
    });
    expect(result.items).toHaveLength(6);
  });

  it('rejects the block that is not JSON and each event without name, start or a readable start', () => {
    expect(result.rejected).toEqual([
      {
        externalId: '(bloque JSON-LD 3)',
        reason: expect.stringMatching(/^bloque JSON-LD 3: el documento no es JSON válido/),
      },
      { externalId: 'https://www.pamplona.es/agenda/sin-nombre', reason: 'sin título' },
      { externalId: 'https://www.pamplona.es/agenda/mercado-sin-fecha', reason: 'sin fecha de inicio' },
      {
        externalId: 'https://www.pamplona.es/agenda/encuentro',
        reason: 'fecha no válida: «28/12/2026 19:00»',
      },
    ]);
  });

  it('gives the same hash id on every read', () => {
    const again = parseJsonLd(fixtureText('jsonld/pamplona-agenda.html'), {
      pageUrl: 'https://www.pamplona.es/agenda',
    });
    expect(again.items[4]!.externalId).toBe(result.items[4]!.externalId);
  });
});

describe('JSON-LD adapter: Logroño agenda page', () => {
  const result = parseJsonLd(fixtureText('jsonld/logrono-agenda.html'));

  it('reads events inside an ItemList, a location given by @id, performances sharing a url told apart', () => {
    const tenorio = {
      title: { es: 'Don Juan Tenorio' },
      description: {},
      categoryHints: ['TheaterEvent'],
      priceText: '10-22 €',
      venue: 'Teatro Bretón de los Herreros',
      address: 'Calle Bretón de los Herreros, 11',
      municipality: 'Logroño',
      province: 'La Rioja',
      url: 'https://www.logrono.es/agenda/don-juan-tenorio',
      languages: [],
      cancelled: false,
    };
    expect(result.items.slice(0, 2)).toEqual([
      {
        ...tenorio,
        externalId: 'https://www.logrono.es/agenda/don-juan-tenorio#2026-12-04T20:30',
        startDate: '2026-12-04',
        startTime: '20:30',
      },
      {
        ...tenorio,
        externalId: 'https://www.logrono.es/agenda/don-juan-tenorio#2026-12-05T19:00',
        startDate: '2026-12-05',
        startTime: '19:00',
      },
    ]);
  });

  it('reads a language-tagged name, a plain-string location and a price of 0 as free', () => {
    expect(result.items[2]).toEqual({
      externalId: expect.stringMatching(/^jsonld:[0-9a-f]{14}$/),
      title: { es: 'Ciclo de cine riojano' },
      description: {},
      categoryHints: ['ScreeningEvent'],
      startDate: '2026-12-09',
      startTime: '19:00',
      priceText: 'Gratis',
      venue: 'Filmoteca Rafael Azcona',
      address: 'Calle Mayor 46, Logroño',
      languages: [],
      cancelled: false,
    });
  });

  it('reads an event in Madrid as it is (the mapping leaves it out)', () => {
    expect(result.items[3]).toEqual({
      externalId: 'https://www.logrono.es/agenda/gira-madrid',
      title: { es: 'Gira nacional: concierto en Madrid' },
      description: {},
      categoryHints: ['MusicEvent'],
      startDate: '2026-12-18',
      startTime: '21:00',
      venue: 'WiZink Center',
      address: 'Avenida Felipe II, s/n',
      municipality: 'Madrid',
      province: 'Comunidad de Madrid',
      url: 'https://www.logrono.es/agenda/gira-madrid',
      languages: [],
      cancelled: false,
    });
    expect(result.items).toHaveLength(4);
    expect(result.rejected).toEqual([]);
  });
});

describe('JSON-LD adapter: documents', () => {
  it('throws on a page without any JSON-LD block (read as "no events" it would cancel them all)', () => {
    expect(() => parseJsonLd(fixtureText('jsonld/no-jsonld.html'))).toThrow(
      'JSON-LD: la página no tiene ningún bloque <script type="application/ld+json">',
    );
  });

  it('reads a bare JSON-LD document, fills the town the caller gives, and finds no events in other types', () => {
    const doc = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Festival',
      name: 'Fiestas de San Mateo',
      '@id': 'sanmateo-2027',
      startDate: '2027-09-19',
      endDate: '2027-09-25',
      inLanguage: ['es', 'eu'],
    });
    expect(parseJsonLd(doc, { municipality: 'Logroño', province: 'La Rioja' }).items).toEqual([
      {
        externalId: 'sanmateo-2027',
        title: { es: 'Fiestas de San Mateo' },
        description: {},
        categoryHints: ['Festival'],
        startDate: '2027-09-19',
        endDate: '2027-09-25',
        municipality: 'Logroño',
        province: 'La Rioja',
        languages: ['es', 'eu'],
        cancelled: false,
      },
    ]);
    expect(parseJsonLd('{"@type": "Organization", "name": "Ayuntamiento"}')).toEqual({
      items: [],
      rejected: [],
    });
  });
});
