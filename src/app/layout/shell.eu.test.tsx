import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../tests/utils/render';
import { Footer } from './footer';
import { Header } from './header';

describe('the header and footer in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows the navigation, the city switcher and the footer in Basque', () => {
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { path: '/eu' },
    );
    expect(screen.getByRole('navigation', { name: 'Menu nagusia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agenda Norte Bilbao, hasiera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editoriala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harremanetarako' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Gehitu ekitaldia' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Aldatu hiria (orain: Bilbo)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ireki menua' })).toBeInTheDocument();
    expect(
      screen.getByText('Zer egin gaur, asteburu honetan edo gaur gauean Bilbon eta inguruan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termino eta baldintzak' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Añadir evento' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Qué hacer hoy/)).not.toBeInTheDocument();
  });
});
