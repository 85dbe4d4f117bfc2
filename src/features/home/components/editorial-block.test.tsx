import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { getCity } from '@/config/cities';
import type { City } from '@/config/types';
import { setPageLocale } from '@/i18n/locale';
import { EditorialBlock } from './editorial-block';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('EditorialBlock', () => {
  it('opens with last-minute plans for today, in Spanish, and has no neighbourhood list in Bilbao', async () => {
    renderWithProviders(<EditorialBlock city={getCity('bilbao') as City} now={NOW} onApply={vi.fn()} />);
    expect(
      await screen.findByRole('heading', {
        name: 'Planes de última hora para hoy, miércoles 25 de noviembre',
      }),
    ).toBeInTheDocument();
    for (const name of ['Por la mañana', 'Por la tarde', 'Por la noche', 'En familia', 'Tardeos en Bilbao']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: /^Barrios de/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer las guías' })).toHaveAttribute('href', '/editorial');
  });

  it('lists the neighbourhoods elsewhere, each linking to the listing filtered by it', async () => {
    renderWithProviders(
      <EditorialBlock city={getCity('sansebastian') as City} now={NOW} onApply={vi.fn()} />,
    );
    expect(await screen.findByRole('heading', { name: 'Barrios de San Sebastián' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parte Vieja' })).toHaveAttribute(
      'href',
      '/?ubicacion=parte-vieja',
    );
  });

  it('a plan button applies its time of day', async () => {
    const onApply = vi.fn();
    renderWithProviders(<EditorialBlock city={getCity('bilbao') as City} now={NOW} onApply={onApply} />);
    (await screen.findByRole('button', { name: 'Ver planes de noche' })).click();
    const update = onApply.mock.calls[0]?.[0] as (f: object) => { horario: object };
    expect(update({ horario: { manana: true, tarde: false, noche: false } }).horario).toEqual({
      manana: false,
      tarde: false,
      noche: true,
    });
  });
});

describe('EditorialBlock in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it("shows the city's guide in Basque", async () => {
    renderWithProviders(<EditorialBlock city={getCity('bilbao') as City} now={NOW} onApply={vi.fn()} />, {
      path: '/eu',
    });
    expect(await screen.findByRole('heading', { name: 'Tardeoak Bilbon' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asteburuko planak Bilbon' })).toBeInTheDocument();
    expect(screen.getByText('Erriberako Merkatua')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontzertuak' })).toBeInTheDocument();
    expect(screen.getByText('Berria: Bilboko gidak')).toBeInTheDocument();
    expect(screen.queryByText('Tardeos en Bilbao')).not.toBeInTheDocument();
    expect(screen.queryByText('Mercado de la Ribera')).not.toBeInTheDocument();
  });

  it('names the neighbourhoods in Basque, with the same links', async () => {
    renderWithProviders(
      <EditorialBlock city={getCity('sansebastian') as City} now={NOW} onApply={vi.fn()} />,
      { path: '/eu' },
    );
    expect(await screen.findByRole('link', { name: 'Alde Zaharra' })).toHaveAttribute(
      'href',
      '/?ubicacion=parte-vieja',
    );
    expect(screen.queryByRole('link', { name: 'Parte Vieja' })).not.toBeInTheDocument();
  });
});
