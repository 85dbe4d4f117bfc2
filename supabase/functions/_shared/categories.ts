/**
 * The category taxonomy, copied from the app's src/config/categories.ts.
 * Edge functions cannot import from src/ (they deploy on their own), so the ids are repeated here;
 * tests/functions/taxonomy.test.ts (Vitest) checks that it matches the app.
 * Each row: [id, name, parentId?].
 */

type CategoryRow = readonly [id: string, name: string, parentId?: string];

/** The 16 top-level ids in the description's order ('exposiciones' is listed at top level with parent 'arte'). */
export const TOP_LEVEL_CATEGORIES: readonly CategoryRow[] = [
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
];

export const SUBCATEGORIES: readonly CategoryRow[] = [
  ['jazz', 'Jazz', 'musica'],
  ['clasica', 'Clásica', 'musica'],
  ['moderna', 'Moderna', 'musica'],
  ['festivales-musicales', 'Festivales de música', 'musica'],
  ['charlas-arte', 'Charlas de arte', 'arte'],
  ['talleres-creativos', 'Talleres creativos', 'arte'],
  ['fiestas-populares', 'Fiestas populares', 'fiestas'],
  ['tardeos', 'Tardeos', 'fiestas'],
  ['festivales-tematicos', 'Festivales temáticos', 'fiestas'],
  ['teatro', 'Teatro', 'escenicos'],
  ['danza', 'Danza', 'escenicos'],
  ['musicales', 'Musicales', 'escenicos'],
  ['standup', 'Humor', 'escenicos'],
  ['programacion-infantil', 'Programación infantil', 'infantil'],
  ['charlas-conf', 'Charlas y conferencias', 'charlas'],
  ['talleres-cursos', 'Talleres y cursos', 'charlas'],
  ['visitas-guiadas', 'Visitas guiadas', 'visitas'],
  ['free-tours', 'Free tours', 'visitas'],
  ['cine-independiente', 'Cine independiente', 'cine'],
  ['cultura-local', 'Cultura local', 'cultura'],
  ['salsa', 'Salsa', 'baile'],
  ['bachata', 'Bachata', 'baile'],
  ['flamenco', 'Flamenco', 'baile'],
  ['bailes-latinos', 'Bailes latinos', 'baile'],
  ['danza-contemporanea', 'Danza contemporánea', 'baile'],
  ['swing', 'Swing', 'baile'],
  ['idiomas', 'Idiomas', 'aprendizaje'],
  ['cocina', 'Cocina', 'aprendizaje'],
  ['manualidades', 'Manualidades', 'aprendizaje'],
  ['bienestar', 'Bienestar', 'aprendizaje'],
  ['yoga', 'Yoga', 'aprendizaje'],
  ['fotografia', 'Fotografía', 'aprendizaje'],
  ['makeup', 'Maquillaje', 'aprendizaje'],
];

const NAMES = new Map<string, string>(
  [...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES].map(([id, name]) => [id, name]),
);
const SUB_IDS = new Set(SUBCATEGORIES.map(([id]) => id));

/** Every known category id (top-level and subcategories). */
export const CATEGORY_IDS: readonly string[] = [...NAMES.keys()];

export function isCategoryId(id: string): boolean {
  return NAMES.has(id);
}

export function isSubcategoryId(id: string): boolean {
  return SUB_IDS.has(id);
}

/** Display name, or the id itself when unknown. */
export function categoryName(id: string): string {
  return NAMES.get(id) ?? id;
}
