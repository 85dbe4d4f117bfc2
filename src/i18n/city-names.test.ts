import { describe, expect, it } from 'vitest';
import { getCityOrGeneric } from '@/config/cities';
import { cityNames } from './city-names';

describe('cityNames', () => {
  it('keeps the Spanish names in every form', () => {
    expect(cityNames(getCityOrGeneric('bilbao'), 'es')).toEqual({
      city: 'Bilbao',
      cityIn: 'Bilbao',
      cityOf: 'Bilbao',
      province: 'Vizcaya',
      provinceOf: 'Vizcaya',
    });
  });

  it('declines the Basque names', () => {
    expect(cityNames(getCityOrGeneric('bilbao'), 'eu')).toEqual({
      city: 'Bilbo',
      cityIn: 'Bilbon',
      cityOf: 'Bilboko',
      province: 'Bizkaia',
      provinceOf: 'Bizkaiko',
    });
    expect(cityNames(getCityOrGeneric('vitoria'), 'eu').city).toBe('Gasteiz');
    expect(cityNames(getCityOrGeneric('generic'), 'eu').city).toBe(getCityOrGeneric('generic').name);
  });
});
