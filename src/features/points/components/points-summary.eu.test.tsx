import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { PointsOverview } from './points-summary';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () =>
      fakeSupabase({
        user_points: () => ({
          data: { total_points: 135, monthly_points: 40, level_id: 2, updated_at: '2026-11-01T08:00:00Z' },
          error: null,
        }),
        point_transactions: () => ({
          data: [
            {
              id: 't1',
              action_type: 'registration',
              description: 'Registro en Agenda Norte',
              points: 35,
              created_at: '2026-09-05T08:05:00Z',
              event_title: null,
            },
          ],
          error: null,
        }),
      }),
  };
});

describe('PointsOverview in Basque', () => {
  beforeEach(() => {
    setPageLocale('eu');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    setPageLocale('es');
  });

  it('shows the total, the level, the progress and the history in Basque', async () => {
    renderWithProviders(<PointsOverview />, { auth: signedInAs() });
    expect(await screen.findByTestId('total-points')).toHaveTextContent('135 puntu');
    expect(screen.getByText(/hilabete honetan/)).toHaveTextContent('2. maila · 40 hilabete honetan');
    expect(screen.getByRole('progressbar', { name: '2. mailaren aurrerapena' })).toBeInTheDocument();
    expect(screen.getByText(/Falta zaizkizu/)).toHaveTextContent(
      'Falta zaizkizu 65 puntu 3. mailara iristeko',
    );
    expect(await screen.findByText('Erregistroa Agenda Norten')).toBeInTheDocument();
    expect(screen.getByText('2026ko irailaren 5a, 10:05')).toBeInTheDocument();
    expect(screen.queryByText('Registro en Agenda Norte')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nivel/)).not.toBeInTheDocument();
  });
});
