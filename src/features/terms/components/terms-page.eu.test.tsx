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
});
