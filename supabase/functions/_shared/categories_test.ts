import assert from 'node:assert/strict';
import {
  categoryName,
  categoryNameEu,
  SUBCATEGORIES,
  SUBCATEGORY_NAMES_EU,
  TOP_LEVEL_CATEGORIES,
  TOP_LEVEL_CATEGORY_NAMES_EU,
} from './categories.ts';

Deno.test('categoryNameEu: top-level and subcategories in Basque; an unknown id is itself', () => {
  const cases: Array<[id: string, eu: string]> = [
    ['musica', 'Musika'],
    ['exposiciones', 'Erakusketak'],
    ['infantil', 'Haurrentzat'],
    ['gastronomia', 'Gastronomia'],
    ['fiestas', 'Jaiak eta jaialdiak'],
    ['cine', 'Zinema'],
    ['teatro', 'Antzerkia'],
    ['danza', 'Dantza'],
    ['visitas-guiadas', 'Bisita gidatuak'],
    ['talleres-cursos', 'Tailerrak eta ikastaroak'],
    ['fiestas-populares', 'Herri jaiak'],
    ['cine-independiente', 'Zinema independentea'],
    ['makeup', 'Makillajea'],
    ['conciertos', 'conciertos'],
  ];
  for (const [id, eu] of cases) assert.equal(categoryNameEu(id), eu, id);
});

Deno.test('categoryName stays Spanish', () => {
  const cases: Array<[id: string, es: string]> = [
    ['musica', 'Música'],
    ['teatro', 'Teatro'],
    ['visitas-guiadas', 'Visitas guiadas'],
    ['conciertos', 'conciertos'],
  ];
  for (const [id, es] of cases) assert.equal(categoryName(id), es, id);
});

Deno.test('every category has a Basque name, and only categories do', () => {
  const ids = [...TOP_LEVEL_CATEGORIES, ...SUBCATEGORIES].map(([id]) => id).sort();
  const euIds = [...Object.keys(TOP_LEVEL_CATEGORY_NAMES_EU), ...Object.keys(SUBCATEGORY_NAMES_EU)].sort();
  assert.deepEqual(euIds, ids);
  for (const id of ids) assert.notEqual(categoryNameEu(id).trim(), '', id);
});
