import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { AuthServiceError } from '../api/auth-api';
import { LoginForm } from './login-form';
import type * as Original from '../api/auth-api';

const { toast, signIn } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  signIn: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('../api/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Original>()),
  signIn,
}));

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ane@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('welcomes back and reports the user id', async () => {
    signIn.mockResolvedValue({ id: 'u1' });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm variant="dialog" onSignedIn={onSignedIn} />);
    await submit();
    expect(signIn).toHaveBeenCalledWith('ane@example.com', 'secreta');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('✨ ¡Bienvenida de vuelta!', {
        description: 'Nos alegra verte de nuevo por aquí',
      }),
    );
    expect(onSignedIn).toHaveBeenCalledWith('u1');
  });

  it.each([
    [
      'page',
      'Invalid login credentials',
      'Error de inicio de sesión',
      'Credenciales inválidas. Verifica tu email y contraseña.',
    ],
    ['page', 'Email not confirmed', 'Error de inicio de sesión', 'Email not confirmed'],
    ['dialog', 'Invalid login credentials', 'Error al iniciar sesión', 'Invalid login credentials'],
  ] as const)('%s: "%s" → %s / %s', async (variant, message, title, description) => {
    signIn.mockRejectedValue(new AuthServiceError(message));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm variant={variant} onSignedIn={onSignedIn} />);
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('calls anything else an unexpected error', async () => {
    signIn.mockRejectedValue(new Error('Failed to fetch'));
    renderWithProviders(<LoginForm variant="page" />);
    await submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Ha ocurrido un error inesperado' }),
    );
  });

  it('disables the button with a spinner while sending', async () => {
    signIn.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<LoginForm variant="page" />);
    await submit();
    expect(screen.getByRole('button', { name: 'Iniciando sesión…' })).toBeDisabled();
  });
});
