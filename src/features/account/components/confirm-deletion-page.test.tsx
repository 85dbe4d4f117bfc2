import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ConfirmDeletionPage } from './confirm-deletion-page';

const { invokeFunction, auth } = vi.hoisted(() => ({
  invokeFunction: vi.fn(),
  auth: { getSession: vi.fn(), getUser: vi.fn(), signOut: vi.fn() },
}));
vi.mock('@/features/points/api/edge-function', () => ({ invokeFunction }));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ auth }) }));

describe('ConfirmDeletionPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth.getSession.mockResolvedValue({ data: { session: { access_token: 't' } } });
    auth.getUser.mockResolvedValue({ data: { user: null }, error: { message: 'User not found' } });
    auth.signOut.mockResolvedValue({ error: null });
  });

  it('posts the token once, confirms, and drops the dead session here', async () => {
    invokeFunction.mockResolvedValue({ ok: true, deleted: true });
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ha sido eliminada' })).toBeInTheDocument();
    expect(invokeFunction).toHaveBeenCalledTimes(1);
    expect(invokeFunction).toHaveBeenCalledWith('confirm-account-deletion', { token: 'abc' });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it("shows the server's message for an expired link", async () => {
    invokeFunction.mockRejectedValue(
      new Error('El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.'),
    );
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja?token=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.',
    );
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('says the link is not valid without a token', () => {
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja' });
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ya se ha usado.');
    expect(invokeFunction).not.toHaveBeenCalled();
  });
});
