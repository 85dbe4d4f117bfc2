import { describe, expect, it } from 'vitest';
import { CATEGORIES, TOP_LEVEL_CATEGORY_IDS } from '@/config/categories';
import { CITIES as APP_CITIES } from '@/config/cities';
import { CITY_LOCATIONS as APP_LOCATIONS } from '@/config/locations';
import {
  CATEGORY_IDS,
  SUBCATEGORIES,
  TOP_LEVEL_CATEGORIES,
  categoryName,
} from '../../supabase/functions/_shared/categories.ts';
import { CITIES, CITY_LOCATIONS } from '../../supabase/functions/_shared/cities.ts';

// The edge functions deploy on their own and cannot import src/: their copy must match the app's.
describe('edge functions: taxonomy copied from the app', () => {
  it('categories: same ids, names and parents', () => {
    expect(TOP_LEVEL_CATEGORIES.map(([id]) => id)).toEqual([...TOP_LEVEL_CATEGORY_IDS]);
    expect([...CATEGORY_IDS].sort()).toEqual(CATEGORIES.map((c) => c.id).sort());
    for (const c of CATEGORIES) expect(categoryName(c.id)).toBe(c.name);
    for (const [id, , parent] of SUBCATEGORIES)
      expect(CATEGORIES.find((c) => c.id === id)?.parentId).toBe(parent);
  });

  it('cities and their places', () => {
    expect(CITIES).toEqual(APP_CITIES.map((c) => ({ id: c.id, name: c.name })));
    for (const city of APP_CITIES) {
      expect(
        CITY_LOCATIONS[city.id]?.map(([id, name, parentId]) => ({
          id,
          name,
          ...(parentId ? { parentId } : {}),
        })),
      ).toEqual(
        APP_LOCATIONS[city.id]!.map((l) => ({
          id: l.id,
          name: l.name,
          ...(l.parentId ? { parentId: l.parentId } : {}),
        })),
      );
    }
  });
});
