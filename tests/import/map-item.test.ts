// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCategoryId, isSubcategoryId } from '../../supabase/functions/_shared/categories.ts';
import { cityTownSet } from '../../supabase/functions/_shared/city_towns.ts';
import { descriptionToHtml } from '../../supabase/functions/_shared/sanitize_html.ts';
import {
  CATEGORY_KEYWORDS,
  KULTURKLIK_TYPES,
  SCHEMA_ORG_TYPES,
  mapCategories,
} from '../../supabase/functions/_shared/import/category_map.ts';
import { canonicalJson, fnv1a64 } from '../../supabase/functions/_shared/import/content_hash.ts';
import {
  contentHash,
  DUPLICATE_TITLE_THRESHOLD,
  mapItem,
  titleSimilarity,
  type MappedEvent,
} from '../../supabase/functions/_shared/import/map_item.ts';
import { resolvePlace, TOWN_ALIASES } from '../../supabase/functions/_shared/import/place_map.ts';
import type { RawItem } from '../../supabase/functions/_shared/import/types.ts';

function raw(overrides: Partial<RawItem> = {}): RawItem {
  return {
    externalId: 'k-1',
    title: { es: 'Concierto de Kepa Junkera' },
    description: { es: '<p>Trikitixa y folk.</p>' },
    categoryHints: ['1'],
    startDate: '2027-03-05',
    municipality: 'Bilbao',
    languages: [],
    cancelled: false,
    ...overrides,
  };
}

function mapped(
  overrides: Partial<RawItem> = {},
  context: Parameters<typeof mapItem>[1] = { kind: 'kulturklik' },
): MappedEvent {
  const result = mapItem(raw(overrides), context);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.event;
}

function rejection(
  overrides: Partial<RawItem>,
  context: Parameters<typeof mapItem>[1] = { kind: 'kulturklik' },
): string {
  const result = mapItem(raw(overrides), context);
  if (result.ok) throw new Error('mapped, expected a rejection');
  return result.reason;
}

describe('import: category tables', () => {
  const rules = [
    ...Object.values(KULTURKLIK_TYPES),
    ...Object.values(SCHEMA_ORG_TYPES),
    ...CATEGORY_KEYWORDS.map(([, rule]) => rule),
  ];
  it('use only ids of categories.ts (subcategories only as subcategories)', () => {
    for (const [category, sub] of rules) {
      expect(isCategoryId(category), category).toBe(true);
      if (sub !== undefined) expect(isSubcategoryId(sub), sub).toBe(true);
    }
  });

  // [hints, kind, categories, subcategories]
  const cases: Array<[string[], Parameters<typeof mapCategories>[1], string[], string[]]> = [
    // Kulturklik type numbers.
    [['1'], 'kulturklik', ['musica'], []],
    [['2'], 'kulturklik', ['escenicos'], ['teatro']],
    [['3'], 'kulturklik', ['exposiciones', 'arte'], []],
    [['4'], 'kulturklik', ['escenicos'], ['danza']],
    [['6'], 'kulturklik', ['charlas'], ['charlas-conf']],
    [['7'], 'kulturklik', ['cultura'], ['cultura-local']],
    [['8'], 'kulturklik', ['fiestas'], []],
    [['9'], 'kulturklik', ['cine'], []],
    [['10'], 'kulturklik', ['cultura'], []],
    [['11'], 'kulturklik', ['charlas'], ['talleres-cursos']],
    [['12'], 'kulturklik', ['cultura'], []],
    [['13'], 'kulturklik', ['fiestas'], ['festivales-tematicos']],
    [['14'], 'kulturklik', ['infantil'], ['programacion-infantil']],
    [['15'], 'kulturklik', ['cultura'], []],
    [['16'], 'kulturklik', ['fiestas'], ['fiestas-populares']],
    [['99'], 'kulturklik', ['cultura'], []], // unknown number → fallback
    [['1'], 'ics', ['cultura'], []], // a number means nothing outside Kulturklik
    [['14', '1'], 'kulturklik', ['infantil', 'musica'], ['programacion-infantil']], // first hint = primary
    // Bilbao `tipo`, Santander `ayto:categoria`, ICS CATEGORIES: keywords, accents and case ignored.
    [['Conciertos'], 'bilbao', ['musica'], []],
    [['MÚSICA'], 'santander', ['musica'], []],
    [['Teatro infantil'], 'bilbao', ['escenicos', 'infantil'], ['teatro', 'programacion-infantil']],
    [['Exposiciones'], 'bilbao', ['exposiciones', 'arte'], []],
    [['Danza'], 'santander', ['escenicos'], ['danza']],
    [['Cine'], 'ics', ['cine'], []],
    [['Niños y niñas'], 'santander', ['infantil'], ['programacion-infantil']],
    [['Familia'], 'ics', ['infantil'], ['programacion-infantil']],
    [['Conferencias y charlas'], 'bilbao', ['charlas'], ['charlas-conf']],
    [['Talleres'], 'santander', ['charlas'], ['talleres-cursos']],
    [['Ferias'], 'bilbao', ['fiestas'], []],
    [['Fiestas populares'], 'santander', ['fiestas'], ['fiestas-populares']], // 'populares' is not 'pop'
    [['Festival'], 'ics', ['fiestas'], ['festivales-tematicos']],
    [['Deportes'], 'bilbao', ['deportes'], []],
    [['Visitas guiadas'], 'santander', ['visitas'], ['visitas-guiadas']],
    [['Rutas'], 'ics', ['visitas'], ['visitas-guiadas']],
    [['Gastronomía'], 'bilbao', ['gastronomia'], []],
    [['Literatura'], 'santander', ['literatura'], []],
    [['Presentación de libro'], 'bilbao', ['literatura'], []],
    [['Ciencia y tecnología'], 'ics', ['ciencia'], []],
    [['Musical'], 'ics', ['escenicos'], ['musicales']], // longest keyword wins over 'musica'
    [['Artes escénicas'], 'bilbao', ['escenicos'], []], // not 'arte'
    [['Humor'], 'santander', ['escenicos'], ['standup']],
    [['Música clásica'], 'bilbao', ['musica'], ['clasica']],
    [['Kontzertuak'], 'ics', ['musica'], []],
    [['Antzerkia'], 'ics', ['escenicos'], ['teatro']],
    [['Haurrentzat'], 'ics', ['infantil'], ['programacion-infantil']],
    [['Bertsolaritza'], 'ics', ['cultura'], ['cultura-local']],
    [['Otros'], 'bilbao', ['cultura'], []],
    [['Varios'], 'bilbao', ['cultura'], []],
    [[], 'ics', ['cultura'], []],
    // JSON-LD @type.
    [['MusicEvent'], 'jsonld', ['musica'], []],
    [['TheaterEvent'], 'jsonld', ['escenicos'], ['teatro']],
    [['ChildrensEvent'], 'jsonld', ['infantil'], ['programacion-infantil']],
    [['ExhibitionEvent'], 'jsonld', ['exposiciones', 'arte'], []],
    [['DanceEvent'], 'jsonld', ['escenicos'], ['danza']],
    [['ScreeningEvent'], 'jsonld', ['cine'], []],
    [['Festival'], 'jsonld', ['fiestas'], ['festivales-tematicos']],
    [['FoodEvent'], 'jsonld', ['gastronomia'], []],
    [['SportsEvent'], 'jsonld', ['deportes'], []],
    [['LiteraryEvent'], 'jsonld', ['literatura'], []],
    [['EducationEvent'], 'jsonld', ['charlas'], ['talleres-cursos']],
    [['https://schema.org/ComedyEvent'], 'jsonld', ['escenicos'], ['standup']],
    [['Event'], 'jsonld', ['cultura'], []],
  ];
  it('keeps at most ten categories and ten subcategories, the first hints first', () => {
    const many = mapCategories(
      [
        'Jazz',
        'Teatro',
        'Humor',
        'Salsa',
        'Yoga',
        'Cine',
        'Deportes',
        'Ciencia',
        'Literatura',
        'Visitas',
        'Ferias',
        'Bachata',
        'Idiomas',
      ],
      'ics',
    );
    expect(many.categoryId).toHaveLength(10);
    expect(many.categoryId.slice(0, 2)).toEqual(['musica', 'escenicos']);
    expect(many.subcategory.length).toBeLessThanOrEqual(10);
  });

  it.each(cases)('%j (%s) → %j %j', (hints, kind, categories, subcategories) => {
    expect(mapCategories(hints, kind)).toEqual({ categoryId: categories, subcategory: subcategories });
  });
});

describe('import: town, neighbourhood and city', () => {
  // [municipality, municipalityEu, province, context city, town, cityId]
  const cases: Array<
    [string | undefined, string | undefined, string | undefined, string | undefined, string, string]
  > = [
    ['Bilbao', undefined, undefined, undefined, 'Bilbao', 'bilbao'],
    ['BILBO', undefined, undefined, undefined, 'Bilbao', 'bilbao'],
    ['Donostia / San Sebastián', undefined, undefined, undefined, 'San Sebastián', 'sansebastian'],
    ['Donostia-San Sebastián', undefined, undefined, undefined, 'San Sebastián', 'sansebastian'],
    ['San Sebastian', undefined, undefined, undefined, 'San Sebastián', 'sansebastian'],
    [undefined, 'Donostia', undefined, undefined, 'San Sebastián', 'sansebastian'],
    ['Vitoria-Gasteiz', undefined, undefined, undefined, 'Vitoria-Gasteiz', 'vitoria'],
    ['Gasteiz', undefined, undefined, undefined, 'Vitoria-Gasteiz', 'vitoria'],
    ['Iruña', undefined, undefined, undefined, 'Pamplona', 'pamplona'],
    ['Pamplona/Iruña', undefined, undefined, undefined, 'Pamplona', 'pamplona'],
    ['Logroño', undefined, undefined, undefined, 'Logroño', 'logronio'],
    ['logrono', undefined, undefined, undefined, 'Logroño', 'logronio'],
    ['Santander', undefined, undefined, undefined, 'Santander', 'santander'],
    ['Irun', undefined, undefined, undefined, 'Irún', 'sansebastian'],
    ['Arrasate/Mondragón', undefined, undefined, undefined, 'Arrasate-Mondragón', 'sansebastian'],
    ['Mondragón', undefined, undefined, undefined, 'Arrasate-Mondragón', 'sansebastian'],
    ['Laudio/Llodio', undefined, undefined, undefined, 'Llodio', 'vitoria'],
    ['Valle de Trápaga-Trapagaran', undefined, undefined, undefined, 'Valle de Trápaga', 'bilbao'],
    ['Getxo', undefined, 'Bizkaia', undefined, 'Getxo', 'bilbao'],
    ['Algorta', undefined, undefined, undefined, 'Getxo', 'bilbao'], // a neighbourhood of Getxo
    ['Barañain', undefined, undefined, undefined, 'Barañáin', 'pamplona'],
    ['Castro-Urdiales', undefined, undefined, undefined, 'Castro Urdiales', 'santander'],
    // Listed by two cities: the province decides, then the source's city, then the table's order.
    ['Laguardia', undefined, 'Araba/Álava', undefined, 'Laguardia', 'vitoria'],
    ['Laguardia', undefined, 'La Rioja', undefined, 'Laguardia', 'logronio'],
    ['Laguardia', undefined, undefined, 'logronio', 'Laguardia', 'logronio'],
    ['Laguardia', undefined, undefined, undefined, 'Laguardia', 'vitoria'],
    // No municipality: the source's city and its main town.
    [undefined, undefined, undefined, 'santander', 'Santander', 'santander'],
    [undefined, undefined, undefined, 'sansebastian', 'San Sebastián', 'sansebastian'],
    ['  ', undefined, undefined, 'vitoria', 'Vitoria-Gasteiz', 'vitoria'],
  ];
  it.each(cases)(
    '%s / %s (%s, source %s) → %s, %s',
    (municipality, municipalityEu, province, cityId, town, city) => {
      const place = resolvePlace({ municipality, municipalityEu, province }, cityId);
      expect(place).toMatchObject({ ok: true, town, cityId: city });
      // The town is one the city's listing shows.
      expect(cityTownSet(city)).toContain(town);
    },
  );

  it('every alias names a town of the table', () => {
    for (const [alias, town] of Object.entries(TOWN_ALIASES)) {
      const place = resolvePlace({ municipality: alias });
      expect(place, alias).toMatchObject({ ok: true, town });
    }
  });

  // [municipality, province, context city, reason]
  const rejected: Array<[string | undefined, string | undefined, string | undefined, string]> = [
    ['Madrid', undefined, undefined, 'fuera de las seis ciudades: Madrid'],
    ['Baiona', 'Lapurdi', undefined, 'fuera de las seis ciudades: Baiona'],
    ['Lemoa', 'Bizkaia', undefined, 'fuera de las seis ciudades: Lemoa (Vizcaya)'], // not a town the listing shows
    [
      'San Sebastián de los Reyes',
      undefined,
      'sansebastian',
      'fuera de las seis ciudades: San Sebastián de los Reyes',
    ],
    [undefined, undefined, undefined, 'sin municipio ni ciudad'],
    [undefined, undefined, 'madrid', 'sin municipio ni ciudad'],
  ];
  it.each(rejected)('%s (%s, source %s) → %j', (municipality, province, cityId, reason) => {
    expect(resolvePlace({ municipality, province }, cityId)).toEqual({ ok: false, reason });
  });

  // [town's municipality, address, venue, neighbourhood]
  const neighbourhoods: Array<[string, string | undefined, string | undefined, string | null]> = [
    ['Bilbao', 'Plaza Nueva, Casco Viejo', undefined, 'Casco Viejo'],
    ['Bilbao', undefined, 'Biblioteca de Deusto', 'Deusto'],
    ['Bilbao', 'Calle Zabalbide 2, Begoña', 'Iglesia', 'Begoña'],
    ['Bilbao', 'Bilboko Alde Zaharra', undefined, 'Casco Viejo'],
    ['Donostia', 'Alde Zaharra', undefined, 'Parte Vieja'],
    ['Donostia', 'Zurriola hiribidea 1, Gros', 'Kursaal', 'Gros'],
    ['Getxo', 'Las Arenas', undefined, 'Las Arenas'],
    ['Bilbao', 'Centro Cívico Castaños', 'Centro Cívico', null], // 'Centro' names no place
    ['Bilbao', 'Gran Vía 1', 'Teatro Arriaga', null],
    ['Bilbao', 'Avenida Deustuko', undefined, null], // whole words only
  ];
  it.each(neighbourhoods)('%s: %s / %s → %s', (municipality, address, venue, neighborhood) => {
    expect(resolvePlace({ municipality, address, venue })).toMatchObject({ ok: true, neighborhood });
  });
});

describe('import: mapItem', () => {
  it('maps a complete Kulturklik item', () => {
    const result = mapItem(
      raw({
        externalId: ' 12345 ',
        title: { es: ' Concierto de  Kepa Junkera ', eu: 'Kepa Junkera kontzertua' },
        description: { es: '<p>Trikitixa <b>y</b> folk.</p>', eu: '<p>Trikitixa eta folka.</p>' },
        categoryHints: ['1'],
        startDate: '2027-03-05',
        hoursText: 'A las 20:00h',
        priceText: '12 € / 10 € (reducida)',
        venue: 'Teatro Arriaga',
        address: 'Plaza Arriaga 1, Casco Viejo',
        municipality: 'Bilbao',
        municipalityEu: 'Bilbo',
        province: 'Bizkaia',
        url: 'https://www.kulturklik.euskadi.eus/evento/12345',
        ticketUrl: 'https://entradas.example.com/kepa',
        imageUrl: 'https://www.kulturklik.euskadi.eus/img/12345.jpg',
        organizer: 'Teatro Arriaga',
        languages: ['EU', 'es', 'eu'],
      }),
      { kind: 'kulturklik' },
    );
    expect(result).toEqual({
      ok: true,
      event: {
        externalId: '12345',
        title: 'Concierto de Kepa Junkera',
        description: '<p>Trikitixa <b>y</b> folk.</p>',
        titleEu: 'Kepa Junkera kontzertua',
        descriptionEu: '<p>Trikitixa eta folka.</p>',
        categoryId: ['musica'],
        subcategory: [],
        venue: 'Teatro Arriaga',
        town: 'Bilbao',
        neighborhood: 'Casco Viejo',
        address: 'Plaza Arriaga 1, Casco Viejo',
        cityId: 'bilbao',
        startDate: '2027-03-05',
        endDate: null,
        startTime: '20:00',
        endTime: null,
        price: 10,
        isFree: false,
        infoUrl: 'https://www.kulturklik.euskadi.eus/evento/12345',
        ticketUrl: 'https://entradas.example.com/kepa',
        imageUrl: 'https://www.kulturklik.euskadi.eus/img/12345.jpg',
        organizer: 'Teatro Arriaga',
        language: ['eu', 'es'],
        status: 'scheduled',
        recurrenceRule: null,
        recurrenceExdates: [],
      } satisfies MappedEvent,
    });
  });

  // [what, item, expected fields]
  const cases: Array<[string, Partial<RawItem>, Partial<MappedEvent>]> = [
    [
      'Basque only: Basque title, no titleEu',
      { title: { eu: 'Kepa Junkera kontzertua' }, description: { eu: 'Folka' } },
      {
        title: 'Kepa Junkera kontzertua',
        titleEu: null,
        description: 'Folka',
        descriptionEu: null,
        language: ['eu'],
      },
    ],
    [
      'Spanish only → es',
      { title: { es: 'Concierto' }, description: {} },
      { language: ['es'], description: null },
    ],
    [
      'both languages → es, eu',
      { title: { es: 'Concierto', eu: 'Kontzertua' } },
      { language: ['es', 'eu'], titleEu: 'Kontzertua' },
    ],
    [
      'Basque description beside a Spanish title → es, eu',
      { title: { es: 'Concierto' }, description: { eu: 'Folka' } },
      { language: ['es', 'eu'], description: 'Folka', descriptionEu: null },
    ],
    [
      'languages from the item win, lower-cased and deduplicated',
      { languages: ['ES', 'es-ES', 'fr'] },
      { language: ['es', 'fr'] },
    ],
    [
      'title: tags stripped, entities decoded, spaces collapsed',
      { title: { es: '<b>Concierto</b>&nbsp;de &quot;Kepa&quot; &aacute;&#241;\n Junkera' } },
      { title: 'Concierto de "Kepa" áñ Junkera' },
    ],
    [
      'title: escaped tags are stripped too, a lone "<" stays',
      { title: { es: '&lt;b&gt;Teatro&lt;/b&gt; 3 < 5' } },
      { title: 'Teatro 3 < 5' },
    ],
    [
      'title: longer than 300 characters is cut',
      { title: { es: 'a'.repeat(400) } },
      { title: `${'a'.repeat(299)}…` },
    ],
    [
      'blank Spanish title falls back to Basque',
      { title: { es: '  <br> ', eu: 'Kontzertua' } },
      { title: 'Kontzertua', titleEu: null },
    ],
    ['end before start → one day', { startDate: '2027-03-05', endDate: '2027-03-01' }, { endDate: null }],
    ['end equal to start → one day', { startDate: '2027-03-05', endDate: '2027-03-05' }, { endDate: null }],
    ['several days', { startDate: '2027-03-05', endDate: '2027-04-30' }, { endDate: '2027-04-30' }],
    [
      'item time wins over the text',
      { startTime: '19:00', hoursText: 'De 10:00 a 14:00' },
      { startTime: '19:00', endTime: null },
    ],
    [
      'item time with seconds',
      { startTime: '19:00:00', endTime: '21:30:00' },
      { startTime: '19:00', endTime: '21:30' },
    ],
    [
      'item time equal to the text: the text gives the end',
      { startTime: '10:00', hoursText: 'De 10:00 a 14:00' },
      { startTime: '10:00', endTime: '14:00' },
    ],
    ['time from the text', { hoursText: 'De 10:00 a 14:00' }, { startTime: '10:00', endTime: '14:00' }],
    [
      'ambiguous text → no time',
      { hoursText: 'Lunes 18:00; martes 19:00' },
      { startTime: null, endTime: null },
    ],
    ['an invalid item time is ignored', { startTime: '25:00', hoursText: '20:00' }, { startTime: '20:00' }],
    ['an end time alone is dropped', { endTime: '21:00' }, { startTime: null, endTime: null }],
    ['free', { priceText: 'Sarrera doan' }, { price: null, isFree: true }],
    ['unparseable price', { priceText: 'Consultar' }, { price: null, isFree: false }],
    [
      'javascript: links are dropped, the item stays',
      { url: 'javascript:alert(1)', ticketUrl: 'jav&#x61;script:alert(1)' },
      { infoUrl: null, ticketUrl: null },
    ],
    ['data: image dropped', { imageUrl: 'data:image/png;base64,AAAA' }, { imageUrl: null }],
    [
      'relative links dropped',
      { url: '/evento/1', imageUrl: '//cdn.example.com/a.jpg' },
      { infoUrl: null, imageUrl: null },
    ],
    ['http kept', { imageUrl: 'http://example.com/a b.jpg' }, { imageUrl: 'http://example.com/a%20b.jpg' }],
    ['links with credentials dropped', { url: 'https://user:pw@example.com/' }, { infoUrl: null }],
    ['cancelled', { cancelled: true }, { status: 'cancelled' }],
    [
      'a series passes through',
      {
        recurrence: {
          rule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=10',
          exdates: ['2027-03-18', '2027-03-11', '2027-03-11'],
        },
      },
      { recurrenceRule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=10', recurrenceExdates: ['2027-03-11', '2027-03-18'] },
    ],
    [
      'no municipality: the source city',
      { municipality: undefined },
      { town: 'Santander', cityId: 'santander' },
    ],
    [
      'venue and organizer as plain text',
      { venue: '<i>Sala</i> BBK', organizer: 'Ayto.&amp; co' },
      { venue: 'Sala BBK', organizer: 'Ayto.& co' },
    ],
    ['no hints → cultura', { categoryHints: [] }, { categoryId: ['cultura'], subcategory: [] }],
  ];
  it.each(cases)('%s', (_what, item, expected) => {
    const context =
      item.municipality === undefined && 'municipality' in item
        ? { kind: 'santander' as const, cityId: 'santander' }
        : { kind: 'kulturklik' as const };
    expect(mapped(item, context)).toMatchObject(expected);
  });

  it('sanitises the description exactly as submissions are (descriptionToHtml), dropping unsafe links', () => {
    const html =
      '<p onclick="x()">Hola <a href="javascript:alert(1)">aquí</a> y <a href="https://ok.example.com/">allí</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const event = mapped({ description: { es: html } });
    expect(event.description).toBe(descriptionToHtml(html));
    expect(event.description).toBe(
      '<p>Hola aquí y <a href="https://ok.example.com/" rel="noopener noreferrer nofollow" target="_blank">allí</a></p>',
    );
    // HTML the source escaped is taken as HTML, then sanitised.
    expect(
      mapped({ description: { es: '&lt;p&gt;Hola &lt;script&gt;x&lt;/script&gt;&lt;/p&gt;' } }).description,
    ).toBe('<p>Hola </p>');
    // Plain text keeps its paragraphs, as the form's descriptions do.
    expect(mapped({ description: { es: 'Uno\n\nDos & tres' } }).description).toBe(
      '<p>Uno</p><p>Dos &amp; tres</p>',
    );
  });

  it('cuts a description longer than the table allows, keeping it well-formed', () => {
    const long = `<p>${'palabra '.repeat(4000)}</p><p><a href="https://example.com/">enlace</a> ${'más '.repeat(2000)}</p>`;
    const event = mapped({ description: { es: long } });
    expect(event.description!.length).toBeLessThanOrEqual(20000);
    expect(event.description!.length).toBeGreaterThan(15000);
    expect(event.description!.endsWith('…</p>')).toBe(true);
    expect(descriptionToHtml(event.description!)).toBe(event.description); // sanitising again changes nothing
  });

  // [what, item, reason]
  const rejected: Array<[string, Partial<RawItem>, string]> = [
    ['no title', { title: {} }, 'sin título'],
    ['a title of tags only', { title: { es: '<p> </p>', eu: '&nbsp;' } }, 'sin título'],
    ['no id', { externalId: '  ' }, 'sin identificador'],
    ['a start date that is no date', { startDate: '2027-02-30' }, 'fecha de inicio no válida: 2027-02-30'],
    ['a start date in another format', { startDate: '05/03/2027' }, 'fecha de inicio no válida: 05/03/2027'],
    ['an end date that is no date', { endDate: '2027-13-01' }, 'fecha de fin no válida: 2027-13-01'],
    ['outside the six cities', { municipality: 'Burgos' }, 'fuera de las seis ciudades: Burgos'],
    ['no municipality and no source city', { municipality: undefined }, 'sin municipio ni ciudad'],
  ];
  it.each(rejected)('rejects %s', (_what, item, reason) => {
    expect(rejection(item)).toBe(reason);
  });
});

describe('import: contentHash', () => {
  it('FNV-1a 64 matches the published test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('is stable: key order does not matter, arrays and every field do', () => {
    expect(canonicalJson({ b: 1, a: [2, 1], c: { y: null, x: 'é' } })).toBe(
      '{"a":[2,1],"b":1,"c":{"x":"é","y":null}}',
    );
    const event = mapped();
    const reordered = Object.fromEntries(Object.entries(event).reverse()) as unknown as MappedEvent;
    expect(contentHash(reordered)).toBe(contentHash(event));
    expect(contentHash(mapped())).toBe(contentHash(event));
    expect(contentHash(event)).toMatch(/^[0-9a-f]{16}$/);
    for (const change of [
      { title: 'Otro' },
      { startTime: '20:01' },
      { categoryId: [...event.categoryId].reverse().concat('fiestas') },
      { price: 0 },
      { isFree: true },
      { status: 'cancelled' as const },
      { recurrenceExdates: ['2027-01-01'] },
    ]) {
      expect(contentHash({ ...event, ...change }), JSON.stringify(change)).not.toBe(contentHash(event));
    }
  });

  it('is pinned, so Node and Deno (and later runs) agree on the same value', () => {
    expect(contentHash(mapped())).toBe(fnv1a64(canonicalJson(mapped())));
    expect(fnv1a64('{"title":"Kontzertua: Kepa Junkera ñ €"}')).toBe('36f9512bdfa26465'); // computed independently with BigInt;
  });

  it('hashes 20,000 items quickly', () => {
    const events = Array.from({ length: 20000 }, (_, i) => ({
      ...mapped(),
      externalId: `k-${i}`,
      description: `<p>${'texto '.repeat(150)}${i}</p>`,
    }));
    const started = performance.now();
    const hashes = new Set(events.map(contentHash));
    expect(hashes.size).toBe(20000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('import: titleSimilarity', () => {
  // [a, b, same event?] — "same" is at or above DUPLICATE_TITLE_THRESHOLD.
  const cases: Array<[string, string, boolean]> = [
    ['Concierto de Kepa Junkera', 'Kepa Junkera en concierto', true],
    ['Concierto de Kepa Junkera', 'KEPA JUNKERA - Kontzertua', true],
    ['Concierto de Kepa Junkera', 'Kepa Junkeraren kontzertua', true],
    ['Concierto de Kepa Junkera', 'Kepa Junkera', true],
    ['Kepa Junkera', 'Kepa Junquera', true],
    ['Exposición: Chillida', 'Chillida erakusketa', true],
    ['Música en el Casco Viejo', 'musica en el casco viejo', true],
    ['Taller de cerámica para niños', 'Taller de ceramica para niños', true],
    ['Concierto de Kepa Junkera', 'Concierto de Fito y los Fitipaldis', false],
    ['Teatro: Hamlet', 'Concierto: Hamlet', false],
    ['Visita guiada al Casco Viejo', 'Visita guiada a Deusto', false],
    ['Bilbao BBK Live 2026', 'Bilbao BBK Live 2027', false],
    ['Concierto 1', 'Concierto 2', false],
    ['Cuentacuentos en euskera', 'Club de lectura', false],
  ];
  it.each(cases)('%j vs %j → same: %s', (a, b, same) => {
    const score = titleSimilarity(a, b);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
    expect(titleSimilarity(b, a)).toBeCloseTo(score, 10);
    expect(score >= DUPLICATE_TITLE_THRESHOLD).toBe(same);
  });

  it('identical titles score 1, unrelated ones 0', () => {
    expect(titleSimilarity('Concierto', 'Concierto')).toBe(1);
    expect(titleSimilarity('Kepa Junkera', 'Fito Cabrales')).toBe(0);
    expect(titleSimilarity('', '')).toBe(0);
  });
});
