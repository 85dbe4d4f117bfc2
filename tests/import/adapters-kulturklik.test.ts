// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  kulturklikPageUrls,
  parseKulturklik,
  parseKulturklikMunicipalities,
  parseKulturklikProvinces,
} from '../../supabase/functions/_shared/import/adapters/kulturklik.ts';
import { fixtureText } from '../fixtures/import/read.ts';

const municipalities = parseKulturklikMunicipalities(fixtureText('kulturklik/municipalities.json'));
const provinces = parseKulturklikProvinces(fixtureText('kulturklik/provinces.json'));
const page = fixtureText('kulturklik/upcoming-page1.json');

describe('Kulturklik adapter', () => {
  it('reads the municipalities and provinces lists with their codes without leading zeros', () => {
    expect(municipalities).toEqual([
      {
        provinceId: '48',
        municipalityId: '20',
        nameEs: 'Bilbao',
        nameEu: 'Bilbo',
        latitude: 43.2627,
        longitude: -2.9253,
      },
      {
        provinceId: '48',
        municipalityId: '44',
        nameEs: 'Getxo',
        nameEu: 'Getxo',
        latitude: 43.3569,
        longitude: -3.0116,
      },
      {
        provinceId: '20',
        municipalityId: '69',
        nameEs: 'Donostia / San Sebastián',
        nameEu: 'Donostia',
        latitude: 43.3183,
        longitude: -1.9812,
      },
      {
        provinceId: '1',
        municipalityId: '59',
        nameEs: 'Vitoria-Gasteiz',
        nameEu: 'Vitoria-Gasteiz',
        latitude: 42.8467,
        longitude: -2.6716,
      },
      {
        provinceId: '20',
        municipalityId: '80',
        nameEs: 'Zarautz',
        nameEu: 'Zarautz',
        latitude: 43.2843,
        longitude: -2.1699,
      },
    ]);
    expect(provinces).toEqual([
      { provinceId: '1', nameEs: 'Araba/Álava', nameEu: 'Araba' },
      { provinceId: '20', nameEs: 'Gipuzkoa', nameEu: 'Gipuzkoa' },
      { provinceId: '48', nameEs: 'Bizkaia', nameEu: 'Bizkaia' },
    ]);
  });

  const result = parseKulturklik(page, { municipalities, provinces });

  it('gives the paging figures of the answer', () => {
    expect(result.page).toEqual({ totalItems: 23, totalPages: 3, currentPage: 1 });
  });

  it('reads a concert given for a day (midnight) with its hours in openingHoursEs', () => {
    expect(result.items[0]).toEqual({
      externalId: '2026112009361234',
      title: {
        es: 'Orquesta Sinfónica de Bilbao - Concierto de Navidad',
        eu: 'Bilboko Orkestra Sinfonikoa - Gabonetako kontzertua',
      },
      description: {
        es: '<p>El tradicional <strong>Concierto de Navidad</strong> de la BOS, con el Coro Sociedad Coral de Bilbao.</p>',
        eu: '<p>BOSen ohiko <strong>Gabonetako kontzertua</strong>.</p>',
      },
      categoryHints: ['1'],
      startDate: '2026-12-20',
      hoursText: '19:30',
      priceText: '15 € - 30 €',
      venue: 'Palacio Euskalduna',
      address: 'Abandoibarra Etorbidea, 4',
      municipality: 'Bilbao',
      municipalityEu: 'Bilbo',
      province: 'Bizkaia',
      latitude: 43.2627,
      longitude: -2.9253,
      url: 'https://www.kulturklik.euskadi.eus/es/evento/2026112009361234',
      ticketUrl: 'https://www.bilbaorkestra.eus/es/entradas',
      imageUrl:
        'https://www.kulturklik.euskadi.eus/contenidos/evento/2026112009361234/es_def/images/bos-navidad.jpg',
      organizer: 'Bilbao Orkestra Sinfonikoa',
      languages: ['es'],
      cancelled: false,
      sourceCredit: 'Bilbao Orkestra Sinfonikoa',
    });
  });

  it('keeps a Basque-only record and names its town in Spanish from the codes', () => {
    expect(result.items[1]).toEqual({
      externalId: '2026111510202020',
      title: { eu: 'Bertso saioa: Maialen Lujanbio eta Amets Arzallus' },
      description: { eu: '<p>Bertso saio bat Lugaritzen, <em>Donostia Kultura</em>ren eskutik.</p>' },
      categoryHints: ['7'],
      startDate: '2026-12-04',
      hoursText: '19:00etan',
      priceText: 'Sarrera doan',
      venue: 'Lugaritz Kultur Etxea',
      municipality: 'Donostia / San Sebastián',
      municipalityEu: 'Donostia',
      province: 'Gipuzkoa',
      latitude: 43.3183,
      longitude: -1.9812,
      url: 'https://www.kulturklik.euskadi.eus/eu/ekitaldia/2026111510202020',
      languages: ['eu'],
      cancelled: false,
      sourceCredit: 'Donostia Kultura',
    });
  });

  it('reads a non-midnight time as Madrid wall time (the Z is not UTC) and decodes entities', () => {
    expect(result.items[2]).toEqual({
      externalId: '2026110312000001',
      title: { es: 'La casa de Bernarda Alba', eu: 'Bernarda Albaren etxea' },
      description: { es: '<p>Versión de la obra de Lorca a cargo de la compañía Ortzai.</p>' },
      categoryHints: ['2'],
      startDate: '2026-12-11',
      startTime: '20:30',
      endTime: '22:00',
      hoursText: '20:30',
      priceText: '18 €',
      venue: 'Teatro Principal Antzokia',
      municipality: 'Vitoria-Gasteiz',
      municipalityEu: 'Vitoria-Gasteiz',
      province: 'Araba/Álava',
      latitude: 42.8467,
      longitude: -2.6716,
      url: 'https://www.kulturklik.euskadi.eus/es/evento/2026110312000001',
      ticketUrl: 'https://www.vitoria-gasteiz.org/teatros/entradas/bernarda',
      imageUrl:
        'https://www.kulturklik.euskadi.eus/contenidos/evento/2026110312000001/es_def/images/bernarda.jpg',
      languages: ['es'],
      cancelled: false,
      sourceCredit: 'Ayuntamiento de Vitoria-Gasteiz',
    });
  });

  it('reads an exhibition over months with its first image', () => {
    expect(result.items[3]).toEqual({
      externalId: '2026100100000003',
      title: { es: 'Paisajes del norte. Colección del museo', eu: 'Iparraldeko paisaiak. Museoaren bilduma' },
      description: { es: '<p>Una selección de paisajes de la colección.</p>' },
      categoryHints: ['3'],
      startDate: '2026-10-01',
      endDate: '2027-01-31',
      hoursText: 'De miércoles a lunes, de 10:00 a 20:00. Martes cerrado',
      priceText: 'Gratuito',
      venue: 'Museo de Bellas Artes de Bilbao',
      address: 'Museo Plaza, 2',
      municipality: 'Bilbao',
      municipalityEu: 'Bilbo',
      province: 'Bizkaia',
      latitude: 43.2627,
      longitude: -2.9253,
      url: 'https://www.kulturklik.euskadi.eus/es/evento/2026100100000003',
      imageUrl:
        'https://www.kulturklik.euskadi.eus/contenidos/evento/2026100100000003/es_def/images/paisajes.jpg',
      languages: ['es'],
      cancelled: false,
      sourceCredit: 'Museo de Bellas Artes de Bilbao',
    });
  });

  it('names the town, its Basque name, province and centre from the codes alone', () => {
    expect(result.items[4]).toEqual({
      externalId: '2026112500000005',
      title: { es: 'Cuentacuentos en la biblioteca', eu: 'Ipuin kontaketa liburutegian' },
      description: { es: '<p>Para peques de 4 a 8 años.</p>' },
      categoryHints: ['14'],
      startDate: '2026-12-02',
      hoursText: '18:00',
      priceText: 'Gratuito',
      venue: 'Biblioteca de Romo',
      municipality: 'Getxo',
      municipalityEu: 'Getxo',
      province: 'Bizkaia',
      latitude: 43.3569,
      longitude: -3.0116,
      url: 'https://www.kulturklik.euskadi.eus/es/evento/2026112500000005',
      languages: ['es', 'eu'],
      cancelled: false,
    });
  });

  it('drops javascript: and data: links and leaves the <script> of a description to the mapping', () => {
    expect(result.items[5]).toEqual({
      externalId: '2026112600000006',
      title: { es: 'Ciclo de cine: clásicos del terror' },
      description: {
        es: '<p>Tres noches de cine.</p><script>alert(\'xss\')</script><p onclick="alert(2)">Más información en taquilla.</p>',
      },
      categoryHints: ['9'],
      startDate: '2026-12-15',
      endDate: '2026-12-17',
      hoursText: '19:00 y 21:30',
      priceText: '4 €',
      venue: 'Tabakalera',
      address: 'Andre Zigarrogileen plaza, 1',
      municipality: 'Donostia / San Sebastián',
      municipalityEu: 'Donostia',
      province: 'Gipuzkoa',
      latitude: 43.3183,
      longitude: -1.9812,
      url: 'https://www.kulturklik.euskadi.eus/es/evento/2026112600000006',
      languages: ['es'],
      cancelled: false,
      sourceCredit: 'Tabakalera',
    });
    expect(result.items).toHaveLength(6);
  });

  it('rejects item by item: no start, no title in either language, an impossible date, no id', () => {
    expect(result.rejected).toEqual([
      { externalId: '2026112600000007', reason: 'sin fecha de inicio' },
      { externalId: '2026112600000008', reason: 'sin título' },
      { externalId: '2026112600000009', reason: 'fecha no válida: «2026-02-30T00:00:00Z»' },
      { externalId: '(elemento 10)', reason: 'sin id' },
    ]);
  });

  it('without the lists, keeps the names the item gives and leaves the rest unknown', () => {
    const bare = parseKulturklik(page);
    expect(bare.items[1]).toMatchObject({ municipality: 'Donostia', municipalityEu: 'Donostia' });
    expect(bare.items[1]).not.toHaveProperty('province');
    expect(bare.items[4]).not.toHaveProperty('municipality');
    expect(bare.items.map((i) => i.externalId)).toEqual(result.items.map((i) => i.externalId));
  });

  it('resolves a town by its name when the codes are missing, and reads five-digit codes', () => {
    const text = JSON.stringify({
      items: [
        { id: 'a', nameEs: 'Uno', startDate: '2026-12-01T00:00:00Z', municipalityEu: 'Bilbo' },
        { id: 'b', nameEs: 'Dos', startDate: '2026-12-01T00:00:00Z', municipalityNoraCode: '20069' },
      ],
    });
    const read = parseKulturklik(text, { municipalities, provinces });
    expect(read.items.map((i) => [i.municipality, i.municipalityEu, i.province])).toEqual([
      ['Bilbao', 'Bilbo', 'Bizkaia'],
      ['Donostia / San Sebastián', 'Donostia', 'Gipuzkoa'],
    ]);
  });

  it('accepts a plain array, and throws on a document that is not a listing', () => {
    expect(parseKulturklik('[]')).toEqual({ items: [], rejected: [], page: {} });
    expect(() => parseKulturklik('<html>Mantenimiento</html>')).toThrow(
      /Kulturklik: el documento no es JSON válido/,
    );
    expect(() => parseKulturklik('{"error":"not found"}')).toThrow(
      'Kulturklik: la respuesta no tiene la lista «items»',
    );
  });

  it('lists the page URLs to fetch with _page and _elements, keeping the endpoint parameters', () => {
    expect(kulturklikPageUrls('events/upcoming', 3)).toEqual([
      'https://api.euskadi.eus/culture/events/v1.0/events/upcoming?_elements=100&_page=1',
      'https://api.euskadi.eus/culture/events/v1.0/events/upcoming?_elements=100&_page=2',
      'https://api.euskadi.eus/culture/events/v1.0/events/upcoming?_elements=100&_page=3',
    ]);
    expect(
      kulturklikPageUrls(
        'https://api.euskadi.eus/culture/events/v1.0/events/byMonth/2026/12?_elements=20',
        4,
        {
          elements: 50,
          firstPage: 2,
          maxPages: 2,
        },
      ),
    ).toEqual([
      'https://api.euskadi.eus/culture/events/v1.0/events/byMonth/2026/12?_elements=50&_page=2',
      'https://api.euskadi.eus/culture/events/v1.0/events/byMonth/2026/12?_elements=50&_page=3',
    ]);
    expect(kulturklikPageUrls('events/byMunicipality/48/20', 0)).toEqual([]);
  });
});
