import { describe, expect, it } from 'vitest';
import { CITIES as APP_CITIES } from '@/config/cities';
import { CITY_LOCATIONS as APP_LOCATIONS } from '@/config/locations';
import { CITIES, CITY_LOCATIONS } from '../../supabase/functions/_shared/cities.ts';

// The edge functions deploy on their own and cannot import src/: their copy must match the app's.
describe('edge functions: taxonomy copied from the app', () => {
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
