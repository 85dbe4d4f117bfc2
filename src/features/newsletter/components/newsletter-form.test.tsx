import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { NewsletterForm } from './newsletter-form';
import type * as Original from '../api/newsletter-queries';

const mocks = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  savePreferences: vi.fn(),
  invokeFunction: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  const row = { frequency: 'weekly', selected_categories: [], selected_locations: [], is_subscribed: false };
  return { getSupabase: () => fakeSupabase({ newsletter_preferences: () => ({ data: row, error: null }) }) };
});
vi.mock('../api/newsletter-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof Original>()),
  savePreferences: mocks.savePreferences,
}));
vi.mock('@/lib/function-call', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunction: mocks.invokeFunction,
}));

async function choose() {
  const user = userEvent.setup();
  await screen.findByRole('radio', { name: 'Semanal' });
  expect(screen.getByRole('radio', { name: 'Semanal' })).toBeChecked();
  for (const label of ['Diaria', 'Semanal', 'Quincenal', 'Desactivada'])
    expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
  for (const town of [
    'Bilbao',
    'Getxo',
    'Barakaldo',
    'Santurtzi',
    'Portugalete',
    'Sestao',
    'Durango',
    'Erandio',
  ])
    expect(screen.getByRole('checkbox', { name: town })).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Quiero recibir la newsletter' }));
  await user.click(screen.getByRole('radio', { name: 'Quincenal' }));
  // The e-mail's language: Spanish until the reader picks Basque.
  expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Castellano' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Euskara' }));
  expect(screen.getByRole('radio', { name: 'Castellano' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: /Música/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Getxo' }));
  await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
}

describe('NewsletterForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it("saves the whole preferences, says 'Preferencias actualizadas', then '¡Puntos ganados!'", async () => {
    mocks.savePreferences.mockImplementation(async (_u, _c, prefs) => prefs);
    mocks.invokeFunction.mockResolvedValue({
      awarded: 15,
      total_points: 50,
      monthly_points: 50,
      level_id: 1,
      reason: 'awarded',
    });
    renderWithProviders(<NewsletterForm />, { auth: signedInAs('ane@example.com', 'u1') });
    await choose();
    const saved = {
      frequency: 'biweekly',
      selected_categories: ['musica'],
      selected_locations: ['Getxo'],
      is_subscribed: true,
      language: 'eu',
    };
    expect(mocks.savePreferences).toHaveBeenCalledWith('u1', 'bilbao', saved);
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith('¡Puntos ganados!', expect.anything()),
    );
    expect(mocks.toast.success).toHaveBeenNthCalledWith(1, 'Preferencias actualizadas');
    expect(mocks.invokeFunction).toHaveBeenCalledWith(
      'award-system-points',
      expect.objectContaining({ user_id: 'u1', action_type: 'newsletter' }),
    );
  });

  it('says nothing about points when the server awards none (already awarded)', async () => {
    mocks.savePreferences.mockImplementation(async (_u, _c, prefs) => prefs);
    mocks.invokeFunction.mockResolvedValue({
      awarded: 0,
      total_points: 50,
      monthly_points: 50,
      level_id: 1,
      reason: 'already_awarded',
    });
    renderWithProviders(<NewsletterForm />, { auth: signedInAs('ane@example.com', 'u1') });
    await choose();
    await waitFor(() => expect(mocks.invokeFunction).toHaveBeenCalled());
    expect(mocks.toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows a save failure', async () => {
    mocks.savePreferences.mockRejectedValue(new Error('permission denied'));
    renderWithProviders(<NewsletterForm />, { auth: signedInAs('ane@example.com', 'u1') });
    await choose();
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Error', { description: 'permission denied' }),
    );
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
  });
});
