import { describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';
import { oldTownOf } from './old-town';

describe('oldTownOf (the /casco-viejo mapping)', () => {
  it.each([
    ['bilbao', 'casco-viejo', 'el Casco Viejo', true],
    ['sansebastian', 'parte-vieja', 'la Parte Vieja', true],
    ['pamplona', 'casco-antiguo', 'el Casco Antiguo', true],
    ['vitoria', 'casco-medieval', 'el Casco Medieval', true],
    ['logronio', 'logronio-casco-antiguo', 'el Casco Antiguo', true],
    // No old town among Santander's places: the literal 'Casco Viejo' stays the filter.
    ['santander', 'casco-viejo', 'el Casco Viejo', false],
  ])('%s → %s (%s)', (cityId, id, withArticle, isLocation) => {
    const city = CITIES.find((c) => c.id === cityId) as City;
    const oldTown = oldTownOf(city);
    expect(oldTown).toMatchObject({ id, withArticle });
    expect(city.locations.some((l) => l.id === id)).toBe(isLocation);
  });
});
