/**
 * The product description's category taxonomy. Top-level names are verbatim.
 * 'conciertos' is used by trending scoring but its definition is not shown, so it is not defined here.
 */
import type { Category } from '@/config/types';

/** The 16 top-level ids in the description's order; 'exposiciones' is listed here although its parent is 'arte'. */
export const TOP_LEVEL_CATEGORY_IDS = [
  'musica',
  'arte',
  'fiestas',
  'escenicos',
  'gastronomia',
  'deportes',
  'infantil',
  'ciencia',
  'literatura',
  'charlas',
  'visitas',
  'cine',
  'cultura',
  'baile',
  'aprendizaje',
  'exposiciones',
] as const;

export type TopLevelCategoryId = (typeof TOP_LEVEL_CATEGORY_IDS)[number];

type TopLevelSeed = {
  id: TopLevelCategoryId;
  name: string;
  icon: string;
  defaultColor: string;
  parentId?: string;
};

const TOP_LEVEL_SEEDS: TopLevelSeed[] = [
  { id: 'musica', name: 'Música', icon: '🎵', defaultColor: '#6d28d9' },
  { id: 'arte', name: 'Arte y exposiciones', icon: '🎨', defaultColor: '#be185d' },
  { id: 'fiestas', name: 'Fiestas y festivales', icon: '🎉', defaultColor: '#c2410c' },
  { id: 'escenicos', name: 'Espectáculos escénicos', icon: '🎭', defaultColor: '#b91c1c' },
  { id: 'gastronomia', name: 'Gastronomía', icon: '🍽️', defaultColor: '#a16207' },
  { id: 'deportes', name: 'Deportes', icon: '⚽', defaultColor: '#15803d' },
  { id: 'infantil', name: 'Infantil', icon: '🧸', defaultColor: '#0369a1' },
  { id: 'ciencia', name: 'Ciencia y tecnología', icon: '🔬', defaultColor: '#0f766e' },
  { id: 'literatura', name: 'Literatura', icon: '📚', defaultColor: '#92400e' },
  { id: 'charlas', name: 'Charlas y formación', icon: '🎤', defaultColor: '#4338ca' },
  { id: 'visitas', name: 'Visitas y recorridos', icon: '🗺️', defaultColor: '#047857' },
  { id: 'cine', name: 'Cine', icon: '🎬', defaultColor: '#374151' },
  { id: 'cultura', name: 'Cultura', icon: '🏛️', defaultColor: '#7e22ce' },
  { id: 'baile', name: 'Baile y danza', icon: '💃', defaultColor: '#be123c' },
  { id: 'aprendizaje', name: 'Aprende algo nuevo', icon: '💡', defaultColor: '#1d4ed8' },
  { id: 'exposiciones', name: 'Exposiciones', icon: '🖼️', defaultColor: '#a21caf', parentId: 'arte' },
];

/** Subcategories by parent, in the description's order: [id, name, icon]. */
const SUBCATEGORY_SEEDS: Partial<
  Record<TopLevelCategoryId, ReadonlyArray<readonly [string, string, string]>>
> = {
  arte: [
    ['charlas-arte', 'Charlas de arte', '🗣️'],
    ['talleres-creativos', 'Talleres creativos', '✂️'],
  ],
  escenicos: [
    ['teatro', 'Teatro', '🎭'],
    ['danza', 'Danza', '🩰'],
    ['musicales', 'Musicales', '🎶'],
    ['standup', 'Humor', '😂'],
  ],
  musica: [
    ['jazz', 'Jazz', '🎷'],
    ['clasica', 'Clásica', '🎻'],
    ['moderna', 'Moderna', '🎸'],
    ['festivales-musicales', 'Festivales de música', '🎪'],
  ],
  charlas: [
    ['charlas-conf', 'Charlas y conferencias', '🎙️'],
    ['talleres-cursos', 'Talleres y cursos', '📝'],
  ],
  infantil: [['programacion-infantil', 'Programación infantil', '🎈']],
  fiestas: [
    ['fiestas-populares', 'Fiestas populares', '🎊'],
    ['tardeos', 'Tardeos', '🍻'],
    ['festivales-tematicos', 'Festivales temáticos', '🎡'],
  ],
  visitas: [
    ['visitas-guiadas', 'Visitas guiadas', '🚶'],
    ['free-tours', 'Free tours', '🧭'],
  ],
  cine: [['cine-independiente', 'Cine independiente', '🎞️']],
  cultura: [['cultura-local', 'Cultura local', '🏘️']],
  baile: [
    ['salsa', 'Salsa', '💃'],
    ['bachata', 'Bachata', '🌹'],
    ['flamenco', 'Flamenco', '👏'],
    ['bailes-latinos', 'Bailes latinos', '🥁'],
    ['danza-contemporanea', 'Danza contemporánea', '🩰'],
    ['swing', 'Swing', '🎺'],
  ],
  aprendizaje: [
    ['idiomas', 'Idiomas', '🗣️'],
    ['cocina', 'Cocina', '🍳'],
    ['manualidades', 'Manualidades', '🧶'],
    ['bienestar', 'Bienestar', '🌿'],
    ['yoga', 'Yoga', '🧘'],
    ['fotografia', 'Fotografía', '📷'],
    ['makeup', 'Maquillaje', '💄'],
  ],
};

function categoryImagePath(id: string): string {
  return `/images/categories/${id}.svg`;
}

export const TOP_LEVEL_CATEGORIES: Category[] = TOP_LEVEL_SEEDS.map((seed) => ({
  ...seed,
  imagePath: categoryImagePath(seed.id),
}));

const SUBCATEGORIES: Category[] = TOP_LEVEL_SEEDS.flatMap((parent) =>
  (SUBCATEGORY_SEEDS[parent.id] ?? []).map(([id, name, icon]) => ({
    id,
    name,
    icon,
    defaultColor: parent.defaultColor,
    parentId: parent.id,
  })),
);

/** Every category once: the 16 listed ones (with 'exposiciones' under 'arte'), then the subcategories. */
export const CATEGORIES: Category[] = [...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES];

const BY_ID = new Map(CATEGORIES.map((category) => [category.id, category]));
const TOP_LEVEL_SET: ReadonlySet<string> = new Set(TOP_LEVEL_CATEGORY_IDS);

export function getCategory(id: string): Category | undefined {
  return BY_ID.get(id);
}

/** Display name, or the id itself for an unknown category (e.g. 'conciertos'). */
export function getCategoryName(id: string): string {
  return BY_ID.get(id)?.name ?? id;
}

/** Children in the description's order; getChildCategories('arte') starts with 'exposiciones'. */
export function getChildCategories(parentId: string): Category[] {
  return CATEGORIES.filter((category) => category.parentId === parentId);
}

/** True for the 16 listed ids, 'exposiciones' included. */
export function isTopLevel(id: string): boolean {
  return TOP_LEVEL_SET.has(id);
}

/** Artwork for any category: its own, else its parent's; undefined when the category is unknown. */
export function getCategoryImagePath(id: string): string | undefined {
  const category = BY_ID.get(id);
  if (!category) return undefined;
  if (category.imagePath) return category.imagePath;
  return category.parentId ? BY_ID.get(category.parentId)?.imagePath : undefined;
}
