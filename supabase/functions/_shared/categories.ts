/**
 * The category taxonomy: ids, names and parents, shared by the app (src/config/categories.ts adds its
 * icons, colours and artwork) and the edge functions (validation, feeds, e-mails, importers), so a
 * category the form offers is one the server accepts. Runtime-neutral and free of UI concerns.
 * Each row: [id, name, parentId?].
 */

type CategoryRow = readonly [id: string, name: string, parentId?: string];

/** The 16 top-level ids in the description's order ('exposiciones' is listed at top level with parent 'arte'). */
export const TOP_LEVEL_CATEGORY_ROWS = [
  ['musica', 'Música'],
  ['arte', 'Arte y exposiciones'],
  ['fiestas', 'Fiestas y festivales'],
  ['escenicos', 'Espectáculos escénicos'],
  ['gastronomia', 'Gastronomía'],
  ['deportes', 'Deportes'],
  ['infantil', 'Infantil'],
  ['ciencia', 'Ciencia y tecnología'],
  ['literatura', 'Literatura'],
  ['charlas', 'Charlas y formación'],
  ['visitas', 'Visitas y recorridos'],
  ['cine', 'Cine'],
  ['cultura', 'Cultura'],
  ['baile', 'Baile y danza'],
  ['aprendizaje', 'Aprende algo nuevo'],
  ['exposiciones', 'Exposiciones', 'arte'],
] as const satisfies readonly CategoryRow[];

export type TopLevelCategoryId = (typeof TOP_LEVEL_CATEGORY_ROWS)[number][0];

// The top-level rows keep their ids as literal types, so the type check holds the app to an icon and a
// colour for each; TOP_LEVEL_CATEGORIES is the same list with plain string ids, so a set or map of them
// can be asked about any string.
export const TOP_LEVEL_CATEGORIES: readonly CategoryRow[] = TOP_LEVEL_CATEGORY_ROWS;

/** Subcategories by parent, the parents in the description's order: [id, name]. */
const SUBCATEGORIES_BY_PARENT = {
  musica: [
    ['jazz', 'Jazz'],
    ['clasica', 'Clásica'],
    ['moderna', 'Moderna'],
    ['festivales-musicales', 'Festivales de música'],
  ],
  arte: [
    ['charlas-arte', 'Charlas de arte'],
    ['talleres-creativos', 'Talleres creativos'],
  ],
  fiestas: [
    ['fiestas-populares', 'Fiestas populares'],
    ['tardeos', 'Tardeos'],
    ['festivales-tematicos', 'Festivales temáticos'],
  ],
  escenicos: [
    ['teatro', 'Teatro'],
    ['danza', 'Danza'],
    ['musicales', 'Musicales'],
    ['standup', 'Humor'],
  ],
  infantil: [['programacion-infantil', 'Programación infantil']],
  charlas: [
    ['charlas-conf', 'Charlas y conferencias'],
    ['talleres-cursos', 'Talleres y cursos'],
  ],
  visitas: [
    ['visitas-guiadas', 'Visitas guiadas'],
    ['free-tours', 'Free tours'],
  ],
  cine: [['cine-independiente', 'Cine independiente']],
  cultura: [['cultura-local', 'Cultura local']],
  baile: [
    ['salsa', 'Salsa'],
    ['bachata', 'Bachata'],
    ['flamenco', 'Flamenco'],
    ['bailes-latinos', 'Bailes latinos'],
    ['danza-contemporanea', 'Danza contemporánea'],
    ['swing', 'Swing'],
  ],
  aprendizaje: [
    ['idiomas', 'Idiomas'],
    ['cocina', 'Cocina'],
    ['manualidades', 'Manualidades'],
    ['bienestar', 'Bienestar'],
    ['yoga', 'Yoga'],
    ['fotografia', 'Fotografía'],
    ['makeup', 'Maquillaje'],
  ],
} as const satisfies Partial<Record<TopLevelCategoryId, ReadonlyArray<readonly [id: string, name: string]>>>;

type SubcategoriesByParent = typeof SUBCATEGORIES_BY_PARENT;
export type SubcategoryId = SubcategoriesByParent[keyof SubcategoriesByParent][number][0];

/** Every subcategory as [id, name, parentId], grouped by parent in the description's order. */
export const SUBCATEGORIES: readonly CategoryRow[] = Object.entries<
  ReadonlyArray<readonly [id: string, name: string]>
>(SUBCATEGORIES_BY_PARENT).flatMap(([parentId, rows]) =>
  rows.map(([id, name]): CategoryRow => [id, name, parentId]),
);

// Built on first use, not on import: the app imports the rows alone, and its bundle then carries no
// lookup it never calls (a statement run on import is kept by the bundler whether used or not).
let names: Map<string, string> | undefined;
let subIds: Set<string> | undefined;

function namesById(): Map<string, string> {
  return (names ??= new Map([...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES].map(([id, name]) => [id, name])));
}

export function isCategoryId(id: string): boolean {
  return namesById().has(id);
}

export function isSubcategoryId(id: string): boolean {
  return (subIds ??= new Set(SUBCATEGORIES.map(([id]) => id))).has(id);
}

/** Display name, or the id itself when unknown. */
export function categoryName(id: string): string {
  return namesById().get(id) ?? id;
}

/** The top-level categories' names in Basque. */
export const TOP_LEVEL_CATEGORY_NAMES_EU: Readonly<Record<TopLevelCategoryId, string>> = {
  musica: 'Musika',
  arte: 'Artea eta erakusketak',
  fiestas: 'Jaiak eta jaialdiak',
  escenicos: 'Arte eszenikoak',
  gastronomia: 'Gastronomia',
  deportes: 'Kirolak',
  infantil: 'Haurrentzat',
  ciencia: 'Zientzia eta teknologia',
  literatura: 'Literatura',
  charlas: 'Hitzaldiak eta prestakuntza',
  visitas: 'Bisitak eta ibilbideak',
  cine: 'Zinema',
  cultura: 'Kultura',
  baile: 'Dantza',
  aprendizaje: 'Ikasi zerbait berria',
  exposiciones: 'Erakusketak',
};

/** The subcategories' names in Basque, as Kulturklik and the Basque municipal agendas name them. */
export const SUBCATEGORY_NAMES_EU: Readonly<Record<SubcategoryId, string>> = {
  jazz: 'Jazza',
  clasica: 'Klasikoa',
  moderna: 'Modernoa',
  'festivales-musicales': 'Musika jaialdiak',
  'charlas-arte': 'Arte hitzaldiak',
  'talleres-creativos': 'Sormen tailerrak',
  'fiestas-populares': 'Herri jaiak',
  tardeos: 'Arratsaldeko festak',
  'festivales-tematicos': 'Jaialdi tematikoak',
  teatro: 'Antzerkia',
  danza: 'Dantza',
  musicales: 'Musikalak',
  standup: 'Umorea',
  'programacion-infantil': 'Haurrentzako programazioa',
  'charlas-conf': 'Hitzaldiak eta konferentziak',
  'talleres-cursos': 'Tailerrak eta ikastaroak',
  'visitas-guiadas': 'Bisita gidatuak',
  'free-tours': 'Free tourrak',
  'cine-independiente': 'Zinema independentea',
  'cultura-local': 'Tokiko kultura',
  salsa: 'Salsa',
  bachata: 'Bachata',
  flamenco: 'Flamenkoa',
  'bailes-latinos': 'Dantza latinoak',
  'danza-contemporanea': 'Dantza garaikidea',
  swing: 'Swinga',
  idiomas: 'Hizkuntzak',
  cocina: 'Sukaldaritza',
  manualidades: 'Eskulanak',
  bienestar: 'Ongizatea',
  yoga: 'Yoga',
  fotografia: 'Argazkilaritza',
  makeup: 'Makillajea',
};

/** categoryName in Basque: a category's or subcategory's Basque name; an unknown id is itself. */
export function categoryNameEu(id: string): string {
  return (
    (TOP_LEVEL_CATEGORY_NAMES_EU as Readonly<Record<string, string>>)[id] ??
    (SUBCATEGORY_NAMES_EU as Readonly<Record<string, string>>)[id] ??
    categoryName(id)
  );
}
