import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ContactPage } from './contact-page';

describe('ContactPage in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows its headings, copy button and links in Basque', () => {
    renderWithProviders(<ContactPage />, { path: '/eu/contacto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Harremanetarako' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kopiatu helbide elektronikoa hola.bilbao@agendanorte.es' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ekitaldia gehitzeko formularioaren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ikusi Bilbao inguruko ekitaldiak' })).toBeInTheDocument();
    expect(screen.queryByText('Contacto')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Leer la editorial' })).not.toBeInTheDocument();
  });
});
