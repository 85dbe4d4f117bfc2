/**
 * A synthetic Kulturklik listing (the `events/upcoming` answer's shape, as the adapter reads it and as
 * tests/fixtures/import/kulturklik/ shows it) of any size, for the import bench and the realtime
 * burst test. Deterministic: the same seed and day give the same listing on every machine.
 *
 * Kulturklik is the Basque Country's agenda, so its municipalities are those of Bizkaia, Gipuzkoa and
 * Araba, which the importer files under Bilbao, San Sebastián and Vitoria-Gasteiz; the other three
 * cities' sources are municipal agendas of other formats. Every municipality below resolves to a town
 * through mapItem (checked by the bench: an item it rejects is a bench failure, not a figure).
 * About 15% of the items are Basque only (as Kulturklik publishes many), 35% in both languages.
 */
import { createRandom } from './corpus';

/** [Spanish name, Basque name, INE municipality code, province code, latitude, longitude, venues]. */
type Municipality = [string, string, string, string, number, number, readonly string[]];

/** Weighted: the capitals list most of the agenda, as in the real one. */
const MUNICIPALITIES: ReadonlyArray<[Municipality, number]> = [
  [
    [
      'Bilbao',
      'Bilbo',
      '020',
      '48',
      43.2627,
      -2.9253,
      [
        'Teatro Arriaga',
        'Palacio Euskalduna',
        'Azkuna Zentroa',
        'Kafe Antzokia',
        'Bilborock',
        'Biblioteca de Bidebarrieta',
      ],
    ],
    20,
  ],
  [
    [
      'Donostia / San Sebastián',
      'Donostia',
      '069',
      '20',
      43.3183,
      -1.9812,
      ['Kursaal', 'Teatro Victoria Eugenia', 'Tabakalera', 'Lugaritz Kultur Etxea', 'San Telmo Museoa'],
    ],
    16,
  ],
  [
    [
      'Vitoria-Gasteiz',
      'Vitoria-Gasteiz',
      '059',
      '01',
      42.8467,
      -2.6716,
      ['Teatro Principal Antzokia', 'Artium', 'Jimenez de Aberasturi Gizarte Etxea', 'Palacio Europa'],
    ],
    12,
  ],
  [
    [
      'Getxo',
      'Getxo',
      '044',
      '48',
      43.3569,
      -3.0116,
      ['Muxikebarri', 'Getxo Antzokia', 'Biblioteca de Romo'],
    ],
    5,
  ],
  [
    [
      'Barakaldo',
      'Barakaldo',
      '015',
      '48',
      43.2979,
      -2.9905,
      ['Barakaldo Antzokia', 'Clara Campoamor Kultur Etxea'],
    ],
    5,
  ],
  [['Irun', 'Irun', '045', '20', 43.3378, -1.7888, ['Amaia KZ', 'Sala Menchu Gal']], 4],
  [['Portugalete', 'Portugalete', '078', '48', 43.3208, -3.0196, ['Teatro Francisco Javier Gil']], 3],
  [['Santurtzi', 'Santurtzi', '082', '48', 43.3283, -3.0327, ['Serantes Kultur Aretoa']], 3],
  [['Errenteria', 'Errenteria', '067', '20', 43.3119, -1.8985, ['Niessen Kultur Etxea']], 3],
  [['Zarautz', 'Zarautz', '079', '20', 43.2843, -2.1699, ['Modelo Zinema Aretoa']], 2],
  [['Eibar', 'Eibar', '030', '20', 43.1843, -2.4731, ['Coliseo Antzokia']], 2],
  [['Durango', 'Durango', '027', '48', 43.1689, -2.6305, ['San Agustin Kultur Gunea']], 2],
  [['Leioa', 'Leioa', '054', '48', 43.3283, -2.9873, ['Kultur Leioa']], 2],
  [['Basauri', 'Basauri', '017', '48', 43.2378, -2.8856, ['Social Antzokia']], 2],
  [['Hondarribia', 'Hondarribia', '036', '20', 43.3625, -1.7917, ['Itsas Etxea']], 1],
  [['Tolosa', 'Tolosa', '071', '20', 43.1344, -2.0784, ['Leidor Aretoa', 'Topic']], 1],
  [['Arrasate/Mondragón', 'Arrasate', '055', '20', 43.0649, -2.4898, ['Amaia Antzokia']], 1],
  [['Gernika-Lumo', 'Gernika-Lumo', '046', '48', 43.3169, -2.6786, ['Lizeo Antzokia']], 1],
  [['Llodio', 'Laudio', '036', '01', 43.1431, -2.9619, ['Lanbarri Aretoa']], 1],
  [['Amurrio', 'Amurrio', '002', '01', 43.0527, -3.0007, ['Amurrio Antzokia']], 1],
  [['Laguardia', 'Biasteri', '031', '01', 42.5537, -2.5848, ['Casa de la Primicia']], 1],
];

/** Kulturklik's event types: [type, Spanish, Basque, weight]. */
const TYPES: ReadonlyArray<[number, string, string, number]> = [
  [1, 'Concierto', 'Kontzertua', 26],
  [2, 'Teatro', 'Antzerkia', 16],
  [3, 'Exposición', 'Erakusketa', 10],
  [4, 'Danza', 'Dantza', 5],
  [6, 'Conferencia', 'Hitzaldia', 8],
  [7, 'Bertsolarismo', 'Bertsolaritza', 4],
  [8, 'Feria', 'Azoka', 3],
  [9, 'Cine y audiovisuales', 'Zinema eta ikus-entzunezkoak', 8],
  [11, 'Formación', 'Prestakuntza', 6],
  [13, 'Festival', 'Jaialdia', 3],
  [14, 'Actividad infantil', 'Haur jarduera', 8],
  [16, 'Fiestas', 'Jaiak', 3],
];

const ARTISTS =
  'Kepa Junkera|Ruper Ordorika|Zea Mays|Gatibu|Mikel Urdangarin|Izaro|Bulego|Orquesta Sinfónica de Euskadi|Bilbao Orkestra Sinfonikoa|Coro Easo|Niño de Elche|Rozalén|Anari|Huntza|Verde Prato|Eñaut Elorrieta|Olatz Salvador|Glaukoma|Ken Zazpi|Su Ta Gar'.split(
    '|',
  );
const PLAYS =
  'La casa de Bernarda Alba|Luces de bohemia|El jardín de los cerezos|Hamlet|Esperando a Godot|Yerma|La vida es sueño|Bihotz bat|Zuek|Ekaitza|Iluntasunean|Txalo|Atakan|Errautsak'.split(
    '|',
  );
const TOPICS =
  'paisajes del norte|la industria naval|la memoria obrera|el diseño vasco|la fotografía de autor|el grabado contemporáneo|la cerámica popular|el cómic europeo|arquitectura y ciudad|el arte sonoro'.split(
    '|',
  );
const TOPICS_EU =
  'iparraldeko paisaiak|itsasontzigintza|langileen memoria|euskal diseinua|egile argazkigintza|grabatu garaikidea|herri zeramika|Europako komikia|arkitektura eta hiria|soinu artea'.split(
    '|',
  );
const SPEAKERS =
  'Bernardo Atxaga|Kirmen Uribe|Miren Agur Meabe|Harkaitz Cano|Karmele Jaio|Edurne Portela|Fernando Aramburu|Uxue Alberdi|Ramon Saizarbitoria|Arantxa Urretabizkaia'.split(
    '|',
  );
const FILMS =
  'Loreak|Handia|Akelarre|Marco|Amama|Ane|Cinco lobitos|20.000 especies de abejas|Irati|O Corno'.split('|');
const BERTSOLARIS =
  'Maialen Lujanbio|Amets Arzallus|Andoni Egaña|Sustrai Colina|Unai Iturriaga|Aitor Mendiluze|Miren Amuriza|Beñat Gaztelumendi'.split(
    '|',
  );
const WORKSHOPS =
  'Taller de cerámica|Curso de fotografía|Taller de escritura creativa|Iniciación a la txalaparta|Taller de encuadernación|Curso de ilustración|Taller de radio|Taller de serigrafía'.split(
    '|',
  );
const WORKSHOPS_EU =
  'Zeramika tailerra|Argazkigintza ikastaroa|Sormen idazketa tailerra|Txalaparta ikastaroa|Koadernaketa tailerra|Ilustrazio ikastaroa|Irrati tailerra|Serigrafia tailerra'.split(
    '|',
  );
const KIDS =
  'Cuentacuentos|Títeres en la plaza|Magia para peques|Teatro familiar|Taller de robótica|Cine infantil'.split(
    '|',
  );
const KIDS_EU =
  'Ipuin kontaketa|Txotxongiloak plazan|Magia txikientzat|Familia antzerkia|Robotika tailerra|Haur zinema'.split(
    '|',
  );
const FAIRS =
  'Feria del libro viejo|Mercado de artesanía|Feria de discos|Azoka de productores|Feria de ilustración'.split(
    '|',
  );
const FESTIVALS =
  'Festival de jazz|Festival de cortometrajes|Festival de música antigua|Festival de teatro de calle|Festival de poesía'.split(
    '|',
  );
const FIESTAS = 'Fiestas del barrio|Fiestas patronales|Santo Tomás|Olentzero|Carnaval'.split('|');
const DAYS_EU = 'astelehenetik ostiralera|asteartetik igandera|asteazkenetik igandera'.split('|');
const SENTENCES = [
  'Una propuesta que reúne a artistas de distintas generaciones en torno a un repertorio propio.',
  'La sesión se completa con un encuentro con el público al terminar.',
  'Aforo limitado; se recomienda llegar con antelación.',
  'Dentro del programa de actividades culturales de la temporada.',
  'Con la colaboración de las asociaciones culturales del municipio.',
  'Apta para todos los públicos. Accesible para personas con movilidad reducida.',
  'Las entradas pueden adquirirse en taquilla una hora antes y en la web.',
  'Un recorrido por obras poco conocidas, con piezas cedidas por colecciones particulares.',
];
const SENTENCES_EU = [
  'Belaunaldi ezberdinetako artistak biltzen dituen proposamena, errepertorio propioarekin.',
  'Saioa amaitzean ikusleekin solasaldia egingo da.',
  'Leku mugatuak; aurretik iristea gomendatzen da.',
  'Denboraldiko kultur jardueren egitarauaren barruan.',
  'Udalerriko kultur elkarteen laguntzarekin.',
  'Publiko guztientzat egokia. Mugikortasun urriko pertsonentzat irisgarria.',
];

export interface KulturklikListingOptions {
  /** Number of items (default 20,000). */
  count?: number;
  /** PRNG seed (default 20261127). */
  seed?: number;
  /** 'YYYY-MM-DD' of the first day the items may start (default: today in Madrid). */
  from?: string;
  /** Days over which the items start (default 180: the next six months). */
  spanDays?: number;
  /** Prefix of the items' ids, to tell listings apart (default none). */
  idPrefix?: string;
}

const todayInMadrid = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The listing as the API answers `events/upcoming` with every item on one page. */
export function kulturklikListing(options: KulturklikListingOptions = {}): {
  totalItems: number;
  totalPages: number;
  currentPage: number;
  itemsOfPage: number;
  items: Record<string, unknown>[];
} {
  const count = options.count ?? 20_000;
  const rnd = createRandom(options.seed ?? 20261127);
  const from = options.from ?? todayInMadrid();
  const spanDays = options.spanDays ?? 180;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const weighted = <T>(xs: ReadonlyArray<readonly [T, number]> | ReadonlyArray<[T, number]>): T => {
    const total = xs.reduce((a, [, w]) => a + w, 0);
    let r = rnd() * total;
    for (const [x, w] of xs) if ((r -= w) < 0) return x;
    return xs[xs.length - 1]![0];
  };
  const typesW = TYPES.map((t) => [t, t[3]] as const);
  const stamp = from.replace(/-/g, '');

  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const id = `${options.idPrefix ?? ''}${stamp}${String(i).padStart(8, '0')}`;
    const [type, typeEs, typeEu] = weighted(typesW);
    const [muniEs, muniEu, muniCode, provCode, lat, lon, venues] = weighted(MUNICIPALITIES);
    const venue = pick(venues);
    const r = rnd();
    // Basque only (15%), both languages (35%), Spanish only (50%).
    const lang = r < 0.15 ? 'eu' : r < 0.5 ? 'both' : 'es';
    const start = addDays(from, Math.floor(rnd() * spanDays));
    const hour = pick(['11:00', '12:00', '17:30', '18:00', '19:00', '19:30', '20:00', '20:30', '21:00']);

    let es: string;
    let eu: string;
    let end = start;
    let hoursEs = hour;
    let hoursEu = `${hour}etan`;
    switch (type) {
      case 1: {
        const a = pick(ARTISTS);
        es = pick([`${a} en concierto`, `${a}: gira ${2026 + (i % 2)}`, `${a} en ${venue}`]);
        eu = pick([`${a} kontzertuan`, `${a}: ${2026 + (i % 2)}ko bira`, `${a} ${venue}n`]);
        break;
      }
      case 2:
      case 4: {
        const p = pick(PLAYS);
        es = type === 2 ? p : `${p} (danza)`;
        eu = type === 2 ? p : `${p} (dantza)`;
        break;
      }
      case 3: {
        const t = Math.floor(rnd() * TOPICS.length);
        es = `${TOPICS[t]![0]!.toUpperCase()}${TOPICS[t]!.slice(1)}. Colección ${pick(['del museo', 'municipal', 'Kutxa', 'BBK'])}`;
        eu = `${TOPICS_EU[t]![0]!.toUpperCase()}${TOPICS_EU[t]!.slice(1)}. Bilduma`;
        end = addDays(start, 20 + Math.floor(rnd() * 70));
        hoursEs = 'De martes a domingo, de 10:00 a 20:00. Lunes cerrado';
        hoursEu = `${pick(DAYS_EU)}, 10:00etatik 20:00etara`;
        break;
      }
      case 6: {
        const s = pick(SPEAKERS);
        es = `Encuentro con ${s}`;
        eu = `${s}rekin solasaldia`;
        break;
      }
      case 7: {
        const a = pick(BERTSOLARIS);
        const b = pick(BERTSOLARIS.filter((x) => x !== a));
        es = `Sesión de bertsos: ${a} y ${b}`;
        eu = `Bertso saioa: ${a} eta ${b}`;
        break;
      }
      case 9: {
        const f = pick(FILMS);
        es = `Cine: ${f}`;
        eu = `Zinema: ${f}`;
        if (rnd() < 0.3) end = addDays(start, 1 + Math.floor(rnd() * 3));
        hoursEs = pick(['19:00 y 21:30', '18:00', '20:00']);
        hoursEu = hoursEs.replace(' y ', ' eta ');
        break;
      }
      case 11: {
        const w = Math.floor(rnd() * WORKSHOPS.length);
        es = WORKSHOPS[w]!;
        eu = WORKSHOPS_EU[w]!;
        if (rnd() < 0.5) end = addDays(start, 7 * (1 + Math.floor(rnd() * 6)));
        break;
      }
      case 14: {
        const k = Math.floor(rnd() * KIDS.length);
        es = KIDS[k]!;
        eu = KIDS_EU[k]!;
        break;
      }
      case 8:
        es = pick(FAIRS);
        eu = `${es} (azoka)`;
        end = addDays(start, Math.floor(rnd() * 3));
        hoursEs = 'De 10:00 a 14:00 y de 17:00 a 20:30';
        hoursEu = '10:00etatik 14:00etara eta 17:00etatik 20:30etara';
        break;
      case 13:
        es = `${pick(FESTIVALS)} de ${muniEs}`;
        eu = `${muniEu}ko jaialdia`;
        end = addDays(start, 2 + Math.floor(rnd() * 8));
        break;
      default:
        es = `${pick(FIESTAS)} ${start.slice(0, 4)}`;
        eu = `${pick(['Auzoko jaiak', 'Herriko jaiak', 'Inauteriak'])} ${start.slice(0, 4)}`;
        end = addDays(start, Math.floor(rnd() * 5));
    }
    // Many items of the same kind on the same day: a number keeps every title its own.
    es = `${es} · ${(i % 97) + 1}`;
    eu = `${eu} · ${(i % 97) + 1}`;

    const free = rnd() < 0.3;
    const low = 5 + Math.floor(rnd() * 20);
    const priceEs = free
      ? 'Gratuito'
      : rnd() < 0.5
        ? `${low} €`
        : `${low} € - ${low + 10 + Math.floor(rnd() * 20)} €`;
    const priceEu = free ? 'Doan' : priceEs;
    // A third of the items give the hour in the dates; the rest write midnight and the hours as text.
    const timed = type !== 3 && rnd() < 0.33;
    const startDate = `${start}T${timed ? `${hour}:00` : '00:00:00'}Z`;
    const endDate = `${end}T${timed ? `${String(Math.min(23, Number(hour.slice(0, 2)) + 2)).padStart(2, '0')}${hour.slice(2)}:00` : '00:00:00'}Z`;
    const sentences = Array.from({ length: 2 + Math.floor(rnd() * 5) }, () => pick(SENTENCES));
    const sentencesEu = Array.from({ length: 2 + Math.floor(rnd() * 4) }, () => pick(SENTENCES_EU));
    const descEs = `<p><strong>${es}</strong> en ${venue}.</p><p>${sentences.join(' ')}</p>`;
    const descEu = `<p><strong>${eu}</strong> ${venue}n.</p><p>${sentencesEu.join(' ')}</p>`;
    const slug = `evento-${i}`;
    const item: Record<string, unknown> = {
      id,
      type,
      typeEs,
      typeEu,
      startDate,
      endDate,
      publicationDate: `${from}T00:00:00Z`,
      language: lang === 'eu' ? 'EU' : lang === 'both' ? pick(['ES/EU', 'ES-EU']) : 'ES',
      images:
        rnd() < 0.7
          ? [
              {
                imageId: `${id}_1`,
                imageUrl: `https://www.kulturklik.euskadi.eus/contenidos/evento/${id}/es_def/images/${slug}.jpg`,
                imageFileName: `${slug}.jpg`,
              },
            ]
          : [],
      municipalityNoraCode: muniCode,
      provinceNoraCode: provCode,
      municipalityLatitude: lat,
      municipalityLongitude: lon,
      municipalityEu: muniEu,
      establishmentEu: venue,
      nameEu: eu,
      openingHoursEu: hoursEu,
      priceEu,
      descriptionEu: descEu,
      urlEventEu: `https://www.kulturklik.euskadi.eus/eu/ekitaldia/${id}`,
      sourceNameEu: `${muniEu}ko Udala`,
    };
    if (lang !== 'eu')
      Object.assign(item, {
        nameEs: es,
        openingHoursEs: hoursEs,
        priceEs,
        establishmentEs: venue,
        placeEs: `${pick(['Plaza', 'Calle', 'Avenida'])} ${pick(['Nueva', 'Mayor', 'del Puerto', 'de la Libertad'])}, ${1 + Math.floor(rnd() * 40)}`,
        municipalityEs: muniEs,
        descriptionEs: descEs,
        urlEventEs: `https://www.kulturklik.euskadi.eus/es/evento/${id}`,
        sourceNameEs: `Ayuntamiento de ${muniEs}`,
        companyEs: type === 1 || type === 2 ? pick(ARTISTS) : undefined,
      });
    if (lang === 'es') {
      // Spanish only: the Basque texts are absent, as in the source.
      for (const k of ['nameEu', 'openingHoursEu', 'priceEu', 'descriptionEu', 'urlEventEu', 'sourceNameEu'])
        delete item[k];
    }
    if (!free && rnd() < 0.6)
      item.purchaseUrlEs = `https://sarrerak.example.eus/${muniEu.toLowerCase().replace(/[^a-z]+/g, '-')}/${id}`;
    items.push(JSON.parse(JSON.stringify(item)) as Record<string, unknown>);
  }
  return { totalItems: count, totalPages: 1, currentPage: 1, itemsOfPage: count, items };
}
