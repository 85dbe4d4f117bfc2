/**
 * What a source says an item is (Kulturklik type number, Bilbao `tipo`, Santander `ayto:categoria`,
 * ICS CATEGORIES, JSON-LD @type) → the product's category ids (categories.ts). One table per kind of
 * hint, written as configuration; tests/import/map-item.test.ts checks every id against categories.ts.
 * Pure and runtime-neutral.
 */
import { TOP_LEVEL_CATEGORIES, SUBCATEGORIES } from '../categories.ts';
import { normalizeText } from '../city_towns.ts';
import type { SourceKind } from './types.ts';

/** [category, subcategory?]: the category's parent and the subcategory's parent are added by the mapping. */
export type CategoryRule = readonly [category: string, subcategory?: string];

/** Categories and subcategories kept per item (validation.ts' MAX_CATEGORIES / MAX_SUBCATEGORIES). */
const MAX_IDS = 10;

/** The category every item gets when its source says nothing the tables know. */
export const FALLBACK_CATEGORY = 'cultura';

/** Kulturklik `type` numbers (the open-data agenda of the Basque Government). Unlisted numbers → fallback. */
export const KULTURKLIK_TYPES: Readonly<Record<string, CategoryRule>> = {
  '1': ['musica'], // Concierto
  '2': ['escenicos', 'teatro'], // Teatro
  '3': ['exposiciones'], // Exposición (its parent 'arte' is added)
  '4': ['escenicos', 'danza'], // Danza: a dance show on stage, not a dance class
  '6': ['charlas', 'charlas-conf'], // Conferencia
  '7': ['cultura', 'cultura-local'], // Bertsolarismo
  '8': ['fiestas'], // Feria
  '9': ['cine'], // Cine y audiovisuales
  '10': ['cultura'], // Eventos / jornadas
  '11': ['charlas', 'talleres-cursos'], // Formación ('Charlas y formación' holds courses and workshops)
  '12': ['cultura'], // Concurso
  '13': ['fiestas', 'festivales-tematicos'], // Festival
  '14': ['infantil', 'programacion-infantil'], // Actividad infantil
  '15': ['cultura'], // Otro
  '16': ['fiestas', 'fiestas-populares'], // Fiestas
};

/** schema.org event types (JSON-LD @type), matched exactly after any 'schema:' or URL prefix. */
export const SCHEMA_ORG_TYPES: Readonly<Record<string, CategoryRule>> = {
  MusicEvent: ['musica'],
  TheaterEvent: ['escenicos', 'teatro'],
  ComedyEvent: ['escenicos', 'standup'],
  DanceEvent: ['escenicos', 'danza'],
  ChildrensEvent: ['infantil', 'programacion-infantil'],
  ExhibitionEvent: ['exposiciones'],
  VisualArtsEvent: ['arte'],
  ScreeningEvent: ['cine'],
  Festival: ['fiestas', 'festivales-tematicos'],
  FoodEvent: ['gastronomia'],
  SportsEvent: ['deportes'],
  LiteraryEvent: ['literatura'],
  EducationEvent: ['charlas', 'talleres-cursos'],
  CourseInstance: ['charlas', 'talleres-cursos'],
  BusinessEvent: ['charlas', 'charlas-conf'],
  SocialEvent: ['cultura'],
};

/**
 * Keywords of free category text (Spanish, Basque, English), accent- and case-insensitive, each matched
 * at the start of a word ('concierto' finds 'Conciertos', 'haur' finds 'Haurrentzat'); a keyword ending
 * in a space is a whole word ('pop ' finds 'Pop' but not 'Populares'). Where several
 * keywords start at the same place the longest wins ('musical' over 'musica', 'artes escenicas' over
 * 'arte'). Each keyword found adds its rule, in the order the keywords appear in the text.
 */
export const CATEGORY_KEYWORDS: ReadonlyArray<readonly [keywords: readonly string[], rule: CategoryRule]> = [
  [
    [
      'concierto',
      'kontzertu',
      'concert',
      'musica',
      'musika',
      'music',
      'recital',
      'coro ',
      'coros ',
      'coral',
      'abesbatza',
    ],
    ['musica'],
  ],
  [['jazz'], ['musica', 'jazz']],
  [
    ['clasica', 'opera', 'zarzuela', 'orquesta', 'sinfonic', 'orkestra'],
    ['musica', 'clasica'],
  ],
  [
    ['rock', 'pop ', 'indie', 'electronica', 'hip hop', 'rap '],
    ['musica', 'moderna'],
  ],
  [['musical'], ['escenicos', 'musicales']],
  [
    ['teatro', 'antzerki', 'antzezlan', 'theater', 'theatre', 'titeres', 'marioneta', 'txotxongilo'],
    ['escenicos', 'teatro'],
  ],
  [
    [
      'artes escenicas',
      'arte escenico',
      'escena',
      'eszena',
      'espectaculo',
      'ikuskizun',
      'circo',
      'zirku',
      'magia',
    ],
    ['escenicos'],
  ],
  [
    ['humor', 'monologo', 'comedia', 'umore', 'bakarrizketa', 'comedy'],
    ['escenicos', 'standup'],
  ],
  [
    ['danza', 'dantza', 'dance', 'ballet'],
    ['escenicos', 'danza'],
  ],
  [['baile', 'bailable', 'erromeria', 'romeria'], ['baile']],
  [['salsa'], ['baile', 'salsa']],
  [['bachata'], ['baile', 'bachata']],
  [['flamenco'], ['baile', 'flamenco']],
  [
    ['swing', 'lindy hop'],
    ['baile', 'swing'],
  ],
  [['exposicion', 'erakusketa', 'exhibition'], ['exposiciones']],
  [
    ['arte ', 'artes ', 'artes plasticas', 'artes visuales', 'pintura', 'escultura', 'arte plastico'],
    ['arte'],
  ],
  [
    [
      'cine',
      'zinema',
      'pelicula',
      'audiovisual',
      'proyeccion',
      'film',
      'cortometraje',
      'documental',
      'screening',
    ],
    ['cine'],
  ],
  [
    [
      'infantil',
      'ninos',
      'ninas',
      'nino',
      'familia',
      'familiar',
      'haur',
      'umeentzat',
      'umeak ',
      'children',
      'kids',
      'family',
      'cuentacuentos',
      'ipuin',
    ],
    ['infantil', 'programacion-infantil'],
  ],
  [
    [
      'conferencia',
      'charla',
      'hitzaldi',
      'mesa redonda',
      'coloquio',
      'congreso',
      'solasaldi',
      'talk',
      'lecture',
    ],
    ['charlas', 'charlas-conf'],
  ],
  [
    ['taller', 'tailer', 'curso', 'ikastaro', 'formacion', 'prestakuntza', 'workshop', 'course'],
    ['charlas', 'talleres-cursos'],
  ],
  [
    ['idioma', 'intercambio de idiomas', 'hizkuntza', 'mintzalagun'],
    ['aprendizaje', 'idiomas'],
  ],
  [['yoga'], ['aprendizaje', 'yoga']],
  [
    ['bienestar', 'meditacion', 'mindfulness', 'ongizate'],
    ['aprendizaje', 'bienestar'],
  ],
  [
    ['manualidades', 'eskulan'],
    ['aprendizaje', 'manualidades'],
  ],
  [['feria', 'azoka', 'mercado', 'mercadillo', 'merkatu', 'fair', 'market'], ['fiestas']],
  [
    ['fiesta', 'festejo', 'jaiak ', 'jai ', 'party', 'verbena'],
    ['fiestas', 'fiestas-populares'],
  ],
  [
    ['festival', 'jaialdi', 'certamen'],
    ['fiestas', 'festivales-tematicos'],
  ],
  [
    [
      'deporte',
      'deportiv',
      'kirol',
      'sport',
      'carrera',
      'lasterketa',
      'pelota',
      'futbol',
      'baloncesto',
      'surf',
      'senderismo',
      'mendi',
    ],
    ['deportes'],
  ],
  [
    ['visita', 'bisita', 'ruta', 'ibilbide', 'recorrido', 'excursion', 'txango', 'tour'],
    ['visitas', 'visitas-guiadas'],
  ],
  [['free tour'], ['visitas', 'free-tours']],
  [
    [
      'gastronom',
      'cocina',
      'sukalde',
      'degustacion',
      'dastaketa',
      'pintxo',
      'txakoli',
      'sidra',
      'sagardo',
      'vino',
      'ardo',
      'food',
      'culinar',
    ],
    ['gastronomia'],
  ],
  [
    [
      'literatura',
      'literari',
      'libro',
      'liburu',
      'lectura',
      'irakurketa',
      'poesia',
      'poesi',
      'olerki',
      'presentacion de libro',
      'club de lectura',
      'book',
      'literary',
    ],
    ['literatura'],
  ],
  [
    ['ciencia', 'cientific', 'zientzia', 'tecnolog', 'teknologia', 'astronom', 'science', 'divulgacion'],
    ['ciencia'],
  ],
  [
    ['bertso', 'bertsolari', 'herri kirol', 'folklore', 'tradicion', 'euskal kultura', 'cultura vasca'],
    ['cultura', 'cultura-local'],
  ],
  [['cultura', 'kultura', 'concurso', 'lehiaketa', 'otros', 'beste'], ['cultura']],
];

// ── Mapping ────────────────────────────────────────────────────────────────────

const PARENT = new Map<string, string>(
  [...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES].filter((r) => r[2] !== undefined).map((r) => [r[0], r[2]!]),
);
const SUB_IDS = new Set(SUBCATEGORIES.map(([id]) => id));

interface Keyword {
  text: string;
  rule: CategoryRule;
}
const KEYWORDS: readonly Keyword[] = CATEGORY_KEYWORDS.flatMap(([words, rule]) =>
  words.map((w) => ({ text: normalizeText(w), rule })),
);

/** The rules a free text names, in the order they appear in it (longest keyword first at one place). */
function keywordRules(hint: string): CategoryRule[] {
  // Words separated by single spaces, with a space at each end, so a keyword 'pop ' ends at a word end.
  const text = ` ${normalizeText(hint)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  const found: Array<{ at: number; length: number; rule: CategoryRule }> = [];
  for (const k of KEYWORDS) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(k.text, from);
      if (at === -1) break;
      if (text[at - 1] === ' ') found.push({ at, length: k.text.length, rule: k.rule });
      from = at + 1;
    }
  }
  found.sort((a, b) => a.at - b.at || b.length - a.length);
  const out: CategoryRule[] = [];
  let coveredTo = -1;
  for (const f of found) {
    if (f.at < coveredTo) continue; // inside a longer keyword already taken ('arte' in 'artes escenicas')
    out.push(f.rule);
    coveredTo = f.at + f.length;
  }
  return out;
}

/** 'schema:MusicEvent', 'https://schema.org/MusicEvent', 'MusicEvent' → the table's rule. */
function schemaOrgRule(hint: string): CategoryRule | undefined {
  const name = hint.trim().replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '');
  return Object.prototype.hasOwnProperty.call(SCHEMA_ORG_TYPES, name) ? SCHEMA_ORG_TYPES[name] : undefined;
}

export interface MappedCategories {
  /** First = primary; never empty. */
  categoryId: string[];
  subcategory: string[];
}

/**
 * The product's categories for an item's hints. Kulturklik type numbers go through KULTURKLIK_TYPES;
 * schema.org types through SCHEMA_ORG_TYPES; any other text (Bilbao `tipo`, Santander
 * `ayto:categoria`, ICS CATEGORIES, JSON-LD keywords, a Kulturklik type name) through
 * CATEGORY_KEYWORDS. Hints are read in order, so the first hint's category is the primary one.
 * Parents are added after their child ('exposiciones' → 'arte'). No known hint → FALLBACK_CATEGORY.
 */
export function mapCategories(hints: readonly string[], kind?: SourceKind): MappedCategories {
  const categories: string[] = [];
  const subcategories: string[] = [];
  const addCategory = (id: string) => {
    if (!categories.includes(id)) categories.push(id);
  };
  for (const hint of hints) {
    const trimmed = hint.trim();
    if (trimmed === '') continue;
    let rules: CategoryRule[];
    if (/^\d+$/.test(trimmed)) {
      // A number only means something as a Kulturklik type.
      const rule =
        kind === undefined || kind === 'kulturklik' ? KULTURKLIK_TYPES[String(Number(trimmed))] : undefined;
      rules = rule ? [rule] : [];
    } else {
      const schema = schemaOrgRule(trimmed);
      rules = schema ? [schema] : keywordRules(trimmed);
    }
    for (const [category, sub] of rules) {
      addCategory(category);
      const parent = PARENT.get(category);
      if (parent) addCategory(parent);
      if (sub !== undefined && SUB_IDS.has(sub)) {
        if (!subcategories.includes(sub)) subcategories.push(sub);
        addCategory(PARENT.get(sub)!);
      }
    }
  }
  if (categories.length === 0) categories.push(FALLBACK_CATEGORY);
  // At most as many as a submission may choose; the first ones (the first hints') are kept.
  return { categoryId: categories.slice(0, MAX_IDS), subcategory: subcategories.slice(0, MAX_IDS) };
}
