import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  TOP_LEVEL_CATEGORIES,
  getCategory,
  getCategoryImagePath,
  getCategoryName,
  getChildCategories,
} from '@/config/categories';
import { setPageLocale } from '@/i18n/locale';

const TOP_LEVEL_IDS = new Set(TOP_LEVEL_CATEGORIES.map((c) => c.id));

/** WCAG 2 contrast ratio of a hex colour against white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

const SPEC_TOP_LEVEL: Array<[string, string]> = [
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
  ['exposiciones', 'Exposiciones'],
];

const SPEC_CHILDREN: Array<[string, string[]]> = [
  ['arte', ['exposiciones', 'charlas-arte', 'talleres-creativos']],
  ['escenicos', ['teatro', 'danza', 'musicales', 'standup']],
  ['musica', ['jazz', 'clasica', 'moderna', 'festivales-musicales']],
  ['charlas', ['charlas-conf', 'talleres-cursos']],
  ['infantil', ['programacion-infantil']],
  ['fiestas', ['fiestas-populares', 'tardeos', 'festivales-tematicos']],
  ['visitas', ['visitas-guiadas', 'free-tours']],
  ['cine', ['cine-independiente']],
  ['cultura', ['cultura-local']],
  ['baile', ['salsa', 'bachata', 'flamenco', 'bailes-latinos', 'danza-contemporanea', 'swing']],
  ['aprendizaje', ['idiomas', 'cocina', 'manualidades', 'bienestar', 'yoga', 'fotografia', 'makeup']],
  ['gastronomia', []],
  ['deportes', []],
  ['ciencia', []],
  ['literatura', []],
  ['exposiciones', []],
];

describe('category taxonomy', () => {
  it('has unique ids', () => {
    const ids = CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists the 16 top-level ids in the description order', () => {
    expect(TOP_LEVEL_CATEGORIES.map((c) => c.id)).toEqual(SPEC_TOP_LEVEL.map(([id]) => id));
  });

  it.each(SPEC_TOP_LEVEL)('names %s "%s" verbatim, with artwork', (id, name) => {
    const category = getCategory(id);
    expect(category?.name).toBe(name);
    expect(category?.imagePath).toBe(`/images/categories/${id}.svg`);
    expect(TOP_LEVEL_IDS.has(id)).toBe(true);
  });

  it('defines exposiciones once, under arte', () => {
    expect(CATEGORIES.filter((c) => c.id === 'exposiciones')).toHaveLength(1);
    expect(getCategory('exposiciones')?.parentId).toBe('arte');
  });

  it('gives the other top-level categories no parent', () => {
    const parents = TOP_LEVEL_CATEGORIES.filter((c) => c.id !== 'exposiciones').map((c) => c.parentId);
    expect(parents.every((p) => p === undefined)).toBe(true);
  });

  it('points every parentId at an existing top-level category', () => {
    for (const category of CATEGORIES.filter((c) => c.parentId)) {
      expect(TOP_LEVEL_IDS.has(category.parentId ?? '')).toBe(true);
      expect(getCategory(category.parentId ?? '')?.parentId).toBeUndefined();
    }
  });

  it.each(SPEC_CHILDREN)('gives %s exactly the subcategories of the description', (parentId, children) => {
    expect(getChildCategories(parentId).map((c) => c.id)).toEqual(children);
  });

  it('has no categories beyond the description', () => {
    const expected = new Set([
      ...SPEC_TOP_LEVEL.map(([id]) => id),
      ...SPEC_CHILDREN.flatMap(([, ids]) => ids),
    ]);
    expect(new Set(CATEGORIES.map((c) => c.id))).toEqual(expected);
  });

  it.each([
    ['standup', 'Humor'],
    ['jazz', 'Jazz'],
    ['clasica', 'Clásica'],
    ['charlas-conf', 'Charlas y conferencias'],
    ['free-tours', 'Free tours'],
    ['makeup', 'Maquillaje'],
    ['fotografia', 'Fotografía'],
  ])('names %s "%s"', (id, name) => {
    expect(getCategoryName(id)).toBe(name);
  });

  it('falls back to the id for unknown categories such as conciertos', () => {
    expect(getCategory('conciertos')).toBeUndefined();
    expect(getCategoryName('conciertos')).toBe('conciertos');
    expect(TOP_LEVEL_IDS.has('conciertos')).toBe(false);
  });

  it.each(CATEGORIES.map((c) => [c.id, c] as const))(
    '%s has an icon and a hex colour readable on white',
    (_id, c) => {
      expect(c.icon.length).toBeGreaterThan(0);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.defaultColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(c.defaultColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['jazz', '/images/categories/musica.svg'],
    ['exposiciones', '/images/categories/exposiciones.svg'],
    ['charlas-arte', '/images/categories/arte.svg'],
    ['conciertos', undefined],
  ])('gives %s the artwork %s', (id, path) => {
    expect(getCategoryImagePath(id)).toBe(path);
  });

  it('keeps subcategories off the top level', () => {
    expect(TOP_LEVEL_IDS.has('jazz')).toBe(false);
    expect(getCategory('jazz')?.imagePath).toBeUndefined();
  });
});

describe('getCategoryName on a Basque page', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it.each([
    ['musica', 'Musika'],
    ['exposiciones', 'Erakusketak'],
    ['infantil', 'Haurrentzat'],
    ['gastronomia', 'Gastronomia'],
    ['cine', 'Zinema'],
    ['teatro', 'Antzerkia'],
    ['danza', 'Dantza'],
    ['visitas-guiadas', 'Bisita gidatuak'],
    ['talleres-cursos', 'Tailerrak eta ikastaroak'],
    ['fiestas-populares', 'Herri jaiak'],
    ['conciertos', 'conciertos'],
  ])('%s → %s', (id, name) => {
    expect(getCategoryName(id)).toBe(name);
  });

  it('is read at call time, and leaves the categories themselves Spanish', () => {
    expect(getCategory('teatro')?.name).toBe('Teatro');
    setPageLocale('es');
    expect(getCategoryName('teatro')).toBe('Teatro');
    expect(getCategoryName('visitas-guiadas')).toBe('Visitas guiadas');
  });
});
