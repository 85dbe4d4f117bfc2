import { describe, expect, it } from 'vitest';
import { getCityOrGeneric } from '@/config/cities';
import { cityNames } from './city-names';

describe('cityNames', () => {
  it('keeps the Spanish name in every form', () => {
    expect(cityNames(getCityOrGeneric('bilbao'), 'es')).toEqual({
      name: 'Bilbao',
      in: 'Bilbao',
      of: 'Bilbao',
    });
  });

  it('declines the Basque name', () => {
    expect(cityNames(getCityOrGeneric('bilbao'), 'eu')).toEqual({
      name: 'Bilbo',
      in: 'Bilbon',
      of: 'Bilboko',
    });
    expect(cityNames(getCityOrGeneric('vitoria'), 'eu').name).toBe('Gasteiz');
    expect(cityNames(getCityOrGeneric('generic'), 'eu').name).toBe(getCityOrGeneric('generic').name);
  });
});
