import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { CityHero } from './city-hero';

describe('CityHero in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => {
    setPageLocale('es');
    window.localStorage.clear();
  });

  it('declines the city’s Basque name in its eyebrow and title', () => {
    renderWithProviders(<CityHero />, { path: '/eu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zer egin Bilbon' })).toBeInTheDocument();
    expect(screen.getByText('Bilboko agenda')).toBeInTheDocument();
    expect(screen.queryByText(/Qué hacer en/)).not.toBeInTheDocument();
  });

  it('says "in Donostia" for San Sebastián', () => {
    window.localStorage.setItem('activeCity', 'sansebastian');
    renderWithProviders(<CityHero />, { path: '/eu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zer egin Donostian' })).toBeInTheDocument();
  });
});
