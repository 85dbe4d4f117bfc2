import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { FavoritesList } from './favorites-list';

const row = (id: string, title: string, start: string, end: string | null) => ({
  event_id: id,
  created_at: '2026-01-01T00:00:00Z',
  events: { id, title, town: 'Bilbao', start_date: start, end_date: end, category_id: ['musica'] },
});
vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () =>
      fakeSupabase({
        user_favorites: () => ({
          data: [
            row('a', 'Concierto pasado', '2020-01-01', '2020-01-02'),
            row('b', 'Festival futuro', '2099-01-01', null),
          ],
          error: null,
        }),
      }),
  };
});

describe('FavoritesList', () => {
  it("strikes expired favourites through with 'Expirado'; 'Solo eventos activos' hides them", async () => {
    renderWithProviders(<FavoritesList />, { auth: signedInAs() });
    const past = await screen.findByRole('link', { name: 'Concierto pasado' });
    expect(past).toHaveClass('line-through');
    expect(screen.getByText('Expirado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Festival futuro' })).not.toHaveClass('line-through');
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Solo eventos activos' }));
    expect(screen.queryByRole('link', { name: 'Concierto pasado' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Festival futuro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Festival futuro de favoritos' })).toBeInTheDocument();
  });
});

describe('FavoritesList on a Basque page', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it("says 'Iraungita' and 'Kendu … gogokoetatik' in Basque", async () => {
    renderWithProviders(<FavoritesList />, { auth: signedInAs() });
    await screen.findByRole('link', { name: 'Concierto pasado' });
    expect(screen.getByRole('heading', { name: 'Nire gogokoak' })).toBeInTheDocument();
    expect(screen.getByText('Iraungita')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ekitaldi aktiboak soilik' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kendu Festival futuro gogokoetatik' })).toBeInTheDocument();
    expect(screen.queryByText('Expirado')).not.toBeInTheDocument();
  });
});
