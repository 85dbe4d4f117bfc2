import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { getEnv } from '@/config/env';
import { CalendarSubscribe } from './calendar-subscribe';

const base = () => `${getEnv().supabaseUrl.replace(/\/+$/, '')}/functions/v1/feed`;

describe('CalendarSubscribe', () => {
  it('links the city calendar (webcal, https, Google) and RSS, and announces the RSS in the head', async () => {
    renderWithProviders(<CalendarSubscribe />);
    expect(screen.getByRole('heading', { name: 'Suscríbete al calendario' })).toBeInTheDocument();
    const ics = `${base()}?city=bilbao&format=ics`;
    const webcal = ics.replace(/^https?:\/\//, 'webcal://');
    expect(screen.getByRole('link', { name: /Añadir a mi calendario/ })).toHaveAttribute('href', webcal);
    expect(screen.getByRole('link', { name: /Enlace del calendario/ })).toHaveAttribute('href', ics);
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute(
      'href',
      `${base()}?city=bilbao&format=rss`,
    );
    const google = screen.getByRole('link', { name: /Google Calendar/ });
    expect(google).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(google).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/Lleva la agenda de Bilbao a tu calendario/)).toBeInTheDocument();
    await waitFor(() => {
      const link = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(link).toHaveAttribute('href', `${base()}?city=bilbao&format=rss`);
      expect(link).toHaveAttribute('title', 'Agenda Norte Bilbao (RSS)');
    });
  });

  it('a landing page passes its selection', async () => {
    renderWithProviders(
      <CalendarSubscribe
        filters={{ category: 'musica', place: 'casco-viejo', freeOnly: true }}
        topic="los conciertos gratis"
      />,
    );
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute(
      'href',
      `${base()}?city=bilbao&format=rss&categoria=musica&ubicacion=casco-viejo&gratis=1`,
    );
    expect(screen.getByText(/Lleva los conciertos gratis a tu calendario/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('title', 'Agenda Norte Bilbao – los conciertos gratis (RSS)'),
    );
  });

  it('Euskara: every link asks for the Basque feed; the head keeps announcing the Spanish RSS', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscribe />);
    expect(screen.getByRole('group', { name: 'Idioma del calendario' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Castellano' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Euskara' }));
    const ics = `${base()}?city=bilbao&format=ics&lang=eu`;
    const webcal = ics.replace(/^https?:\/\//, 'webcal://');
    expect(screen.getByRole('link', { name: /Añadir a mi calendario/ })).toHaveAttribute('href', webcal);
    expect(screen.getByRole('link', { name: /Enlace del calendario/ })).toHaveAttribute('href', ics);
    expect(screen.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute(
      'href',
      `${base()}?city=bilbao&format=rss&lang=eu`,
    );
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', `${base()}?city=bilbao&format=rss`),
    );
    await user.click(screen.getByRole('radio', { name: 'Castellano' }));
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute(
      'href',
      `${base()}?city=bilbao&format=rss`,
    );
  });
});

describe('CalendarSubscribe on a Basque page', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('speaks Basque and offers the Basque feeds first', () => {
    renderWithProviders(<CalendarSubscribe />);
    expect(screen.getByRole('heading', { name: 'Harpidetu egutegira' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Egutegiaren hizkuntza' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Euskara' })).toBeChecked();
    expect(screen.getByRole('link', { name: /Egutegiaren esteka/ })).toHaveAttribute(
      'href',
      `${base()}?city=bilbao&format=ics&lang=eu`,
    );
    expect(screen.getByText(/Eraman Agenda Norte Bilbao zure egutegira/)).toBeInTheDocument();
    expect(screen.queryByText(/Suscríbete al calendario/)).not.toBeInTheDocument();
  });
});
