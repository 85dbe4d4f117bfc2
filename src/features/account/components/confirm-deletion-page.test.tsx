import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ConfirmDeletionPage } from './confirm-deletion-page';

const { invokeFunction, auth } = vi.hoisted(() => ({
  invokeFunction: vi.fn(),
  auth: { getSession: vi.fn(), getUser: vi.fn(), signOut: vi.fn() },
}));
vi.mock('@/lib/function-call', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunction: invokeFunction,
}));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => ({ auth }) }));

const CONFIRM = { name: 'Eliminar mi cuenta definitivamente' };

describe('ConfirmDeletionPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth.getSession.mockResolvedValue({ data: { session: { access_token: 't' } } });
    auth.getUser.mockResolvedValue({ data: { user: null }, error: { message: 'User not found' } });
    auth.signOut.mockResolvedValue({ error: null });
  });

  it('opening the link deletes nothing: it asks, with a way to keep the account', async () => {
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja?token=abc' });
    expect(screen.getByRole('heading', { name: 'Confirma la baja de tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText(/Esta acción no se puede deshacer/)).toBeInTheDocument();
    expect(screen.getByRole('button', CONFIRM)).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Conservar mi cuenta' })).toHaveAttribute('href', '/account');
    // Long enough for any effect or timer a page load could start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invokeFunction).not.toHaveBeenCalled();
  });

  it('the button posts the token once, confirms, and drops the dead session here', async () => {
    const user = userEvent.setup();
    let finish!: (value: unknown) => void;
    invokeFunction.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja?token=abc' });
    await user.click(screen.getByRole('button', CONFIRM));
    const pending = screen.getByRole('button', { name: 'Eliminando…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    finish({ ok: true, deleted: true });
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ha sido eliminada' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Hemos borrado tu cuenta y todos sus datos');
    expect(invokeFunction).toHaveBeenCalledTimes(1);
    expect(invokeFunction).toHaveBeenCalledWith('confirm-account-deletion', { token: 'abc' });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for an expired link, and can try again", async () => {
    const user = userEvent.setup();
    invokeFunction.mockRejectedValueOnce(
      new Error('El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.'),
    );
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja?token=abc' });
    await user.click(screen.getByRole('button', CONFIRM));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace ha caducado. Solicita de nuevo la baja desde tu cuenta.',
    );
    expect(screen.getByRole('heading', { name: 'No se pudo completar la baja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/account');
    expect(auth.signOut).not.toHaveBeenCalled();

    invokeFunction.mockResolvedValueOnce({ ok: true, deleted: true });
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ha sido eliminada' })).toBeInTheDocument();
    expect(invokeFunction).toHaveBeenCalledTimes(2);
  });

  it('says the link is not valid without a token, and offers no button', () => {
    renderWithProviders(<ConfirmDeletionPage />, { path: '/confirmar-baja' });
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido o ya se ha usado.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(invokeFunction).not.toHaveBeenCalled();
  });
});
