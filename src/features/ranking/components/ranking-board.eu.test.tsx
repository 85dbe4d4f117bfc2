import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { RankingPage } from './ranking-board';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  const entry = { display_name: 'Ane', total_points: 135, monthly_points: 40, level_id: 2 };
  return {
    getSupabase: () =>
      fakeSupabase(
        {},
        {
          get_public_rankings: () => ({ data: [entry], error: null }),
          get_monthly_rankings: () => ({ data: [], error: null }),
          get_my_rank: () => ({ data: [{ ...entry, rank: 1 }], error: null }),
        },
      ),
  };
});

describe('RankingPage in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('names the page, the periods and the table in Basque', async () => {
    renderWithProviders(<RankingPage />, { auth: signedInAs() });
    expect(screen.getByRole('heading', { level: 1, name: 'Sailkapena' })).toBeInTheDocument();
    expect(screen.getByText('Puntu gehien dituzten komunitateko 10 kideak.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hilabete hau' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sailkapen historikoa' });
    expect(within(table).getByRole('columnheader', { name: 'Puntuak' })).toHaveClass('text-right');
    expect(within(table).getByText('Zu')).toBeInTheDocument();
    expect(screen.queryByText('Ranking histórico')).not.toBeInTheDocument();
  });
});
