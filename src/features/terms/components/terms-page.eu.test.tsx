import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { TermsPage } from './terms-page';

describe('TermsPage in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows its heading, update line and index title in Basque', () => {
    renderWithProviders(<TermsPage />, { path: '/eu/terminos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Erabilera-baldintzak' })).toBeInTheDocument();
    expect(screen.getByText(/^Azken eguneraketa: /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Edukia' })).toBeInTheDocument();
    expect(screen.queryByText('Términos y condiciones')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Última actualización/)).not.toBeInTheDocument();
  });

  it('shows the terms and their update date in Basque', () => {
    renderWithProviders(<TermsPage />, { path: '/eu/terminos' });
    expect(screen.getByText('Azken eguneraketa: 2025eko abuztua')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '3. Zure kontua eta gordetzen ditugun datuak' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '11. Zure eskubideak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ekitaldi bat bidal dezake' })).toHaveAttribute(
      'href',
      '/add-event',
    );
    expect(screen.queryByText(/agosto de 2025/)).not.toBeInTheDocument();
    expect(screen.queryByText('11. Tus derechos')).not.toBeInTheDocument();
    expect(screen.queryByText(/Consultar la agenda es gratuito/)).not.toBeInTheDocument();
  });
});
