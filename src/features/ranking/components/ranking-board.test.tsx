import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { RankingBoard } from './ranking-board';

const entry = (n: number, monthly = 0) => ({
  display_name: `Persona ${n}`,
  total_points: 200 - n,
  monthly_points: monthly,
  level_id: 2,
});
vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () =>
      fakeSupabase(
        {},
        {
          get_public_rankings: () => ({
            data: Array.from({ length: 12 }, (_, i) => entry(i + 1)),
            error: null,
          }),
          get_monthly_rankings: () => ({ data: [entry(3, 20)], error: null }),
          get_my_rank: () => ({ data: [{ ...entry(12), display_name: 'Iker', rank: 12 }], error: null }),
        },
      ),
  };
});

describe('RankingBoard', () => {
  it("shows the top 10 and, when outside, the signed-in user's own row", async () => {
    renderWithProviders(<RankingBoard />, { auth: signedInAs() });
    const table = await screen.findByRole('table', { name: 'Ranking histórico' });
    const rows = within(table).getAllByRole('row');
    expect(rows.filter((r) => /Persona/.test(r.textContent ?? ''))).toHaveLength(10);
    expect(within(table).getByText('Tu posición')).toBeInTheDocument();
    expect(within(table).getByText('Iker').closest('tr')).toHaveAttribute('aria-current', 'true');
  });

  it('shows only the top 10 to visitors, and the monthly board on its tab', async () => {
    renderWithProviders(<RankingBoard />);
    await screen.findByRole('table', { name: 'Ranking histórico' });
    expect(screen.queryByText('Tu posición')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Este mes' }));
    const monthly = await screen.findByRole('table', { name: 'Ranking de este mes' });
    expect(within(monthly).getByText('Persona 3').closest('tr')).toHaveTextContent('20');
  });
});
