import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { PointsSummary } from './points-summary';

// The user_points row the page reads; each test sets when the last award rewrote it.
const stored = vi.hoisted(() => ({
  row: { total_points: 135, monthly_points: 40, level_id: 2, updated_at: '' },
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () => fakeSupabase({ user_points: () => ({ data: stored.row, error: null }) }),
  };
});

// Now: 1 November 2026, 09:00 in Madrid (CET, UTC+1).
const NOW = new Date('2026-11-01T08:00:00Z');

describe('PointsSummary', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    {
      last: 'last month (31 Oct, 23:59 in Madrid)',
      updatedAt: '2026-10-31T22:59:00.000000+00:00',
      monthly: '0 este mes',
    },
    {
      last: 'this month (1 Nov, 00:30 in Madrid)',
      updatedAt: '2026-10-31T23:30:00.000000+00:00',
      monthly: '40 este mes',
    },
  ])('last award $last: shows "$monthly" and the same total and level', async ({ updatedAt, monthly }) => {
    stored.row = { ...stored.row, updated_at: updatedAt };
    renderWithProviders(<PointsSummary />, { auth: signedInAs() });
    expect(await screen.findByTestId('total-points')).toHaveTextContent('135 puntos');
    expect(screen.getByText(/este mes/)).toHaveTextContent(`Nivel 2 · ${monthly}`);
  });
});
