import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CITIES, getCity } from '@/config/cities';
import type { City } from '@/config/types';
import { setPageLocale } from '@/i18n/locale';
import { CityHero } from '@/features/city';
import { renderWithProviders } from '../../tests/utils/render';
import { cityNicknames } from './nicknames';

describe('cityNicknames', () => {
  afterEach(() => {
    setPageLocale('es');
    window.localStorage.clear();
  });

  it('keeps the shared nicknames on Spanish pages', () => {
    for (const city of CITIES) expect(cityNicknames(city)).toEqual(city.nicknames);
    expect(cityNicknames(getCity('santander') as City)).toEqual(['Capital cántabra']);
  });

  it('names each city otherwise in Basque, nothing left in Spanish words', () => {
    setPageLocale('eu');
    expect(cityNicknames(getCity('santander') as City)).toEqual(['Kantabriako hiriburua']);
    expect(cityNicknames(getCity('logronio') as City)).toEqual(['Errioxako hiriburua']);
    for (const city of CITIES) {
      expect(cityNicknames(city).length).toBeGreaterThan(0);
      expect(cityNicknames(city).join(' ')).not.toMatch(/Capital/);
    }
  });

  it("the hero shows Santander's nickname in Basque on a Basque page", () => {
    setPageLocale('eu');
    window.localStorage.setItem('activeCity', 'santander');
    renderWithProviders(<CityHero />, { path: '/eu' });
    expect(screen.getByText('Kantabriako hiriburua')).toBeInTheDocument();
    expect(screen.queryByText('Capital cántabra')).not.toBeInTheDocument();
  });
});
