import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { AuthServiceError } from '../api/auth-api';
import { AuthForm } from './auth-form';
import type * as Original from '../api/auth-api';

const { toast, signIn, signUp } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  signIn: vi.fn(),
  signUp: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('../api/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Original>()),
  signIn,
  signUp,
}));

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ane@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('AuthForm: login', () => {
  beforeEach(() => vi.clearAllMocks());

  it('welcomes back and reports the user id', async () => {
    signIn.mockResolvedValue({ id: 'u1' });
    const onSignedIn = vi.fn();
    renderWithProviders(<AuthForm mode="login" variant="dialog" onDone={onSignedIn} />);
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
    renderWithProviders(<AuthForm mode="login" variant={variant} onDone={onSignedIn} />);
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('calls anything else an unexpected error', async () => {
    signIn.mockRejectedValue(new Error('Failed to fetch'));
    renderWithProviders(<AuthForm mode="login" variant="page" />);
    await submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Ha ocurrido un error inesperado' }),
    );
  });

  it('disables the button with a spinner while sending', async () => {
    signIn.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<AuthForm mode="login" variant="page" />);
    await submit();
    expect(screen.getByRole('button', { name: 'Iniciando sesión…' })).toBeDisabled();
  });
});

async function fill({
  name = 'Ane',
  email = 'ane@example.com',
  password = 'secreta',
  confirm = 'secreta',
  terms = true,
} = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre completo'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  const checkbox = screen.queryByRole('checkbox', { name: /condiciones de uso/ });
  if (checkbox && terms) await user.click(checkbox);
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  return user;
}

describe('AuthForm: sign-up', () => {
  beforeEach(() => vi.clearAllMocks());

  it.each([
    [{ confirm: 'otra-cosa' }, ['Las contraseñas no coinciden']],
    [{ password: '12345', confirm: '12345' }, ['La contraseña debe tener al menos 6 caracteres']],
    [{ terms: false }, ['Debes aceptar las condiciones de uso']],
    [
      { password: 'abc', confirm: 'xyz', terms: false },
      [
        'La contraseña debe tener al menos 6 caracteres',
        'Las contraseñas no coinciden',
        'Debes aceptar las condiciones de uso',
      ],
    ],
  ])('on /auth refuses %j saying every problem once, and sends nothing', async (input, messages) => {
    renderWithProviders(<AuthForm mode="signup" variant="page" />);
    await fill(input);
    const alert = screen.getByRole('alert');
    for (const message of messages) expect(alert).toHaveTextContent(message);
    if (messages.length > 1) {
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(messages);
    }
    // Said once: in the form, next to the fields, not again in a toast.
    for (const message of messages) expect(screen.getAllByText(message)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('in the dialog, a short password and a different confirmation are both said', async () => {
    renderWithProviders(<AuthForm mode="signup" variant="dialog" />);
    await fill({ password: 'abc', confirm: 'abd' });
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['La contraseña debe tener al menos 6 caracteres', 'Las contraseñas no coinciden']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('links the terms to /terminos on /auth, and the dialog asks for no terms', () => {
    const { unmount } = renderWithProviders(<AuthForm mode="signup" variant="page" />);
    expect(screen.getByRole('link', { name: 'condiciones de uso' })).toHaveAttribute('href', '/terminos');
    unmount();
    renderWithProviders(<AuthForm mode="signup" variant="dialog" />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows and hides the password, never the confirmation', async () => {
    renderWithProviders(<AuthForm mode="signup" variant="page" />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: /contraseña/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it('sends name, e-mail and password with a spinner and a disabled button', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    signUp.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<AuthForm mode="signup" variant="page" />);
    await fill();
    expect(signUp).toHaveBeenCalledWith({ email: 'ane@example.com', password: 'secreta', fullName: 'Ane' });
    const button = screen.getByRole('button', { name: 'Creando cuenta…' });
    expect(button).toBeDisabled();
    resolve({ user: { id: 'u1' }, signedIn: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled());
  });

  it.each([
    ['page', false, ['Tu cuenta ha sido creada. Revisa tu email para confirmar tu cuenta.']],
    ['page', true, ['Tu cuenta ha sido creada y ya has iniciado sesión.']],
    ['dialog', false, ['Registro exitoso', { description: 'Revisa tu email para confirmar tu cuenta' }]],
    [
      'dialog',
      true,
      ['Registro exitoso', { description: 'Tu cuenta está creada y ya has iniciado sesión.' }],
    ],
  ] as const)('%s success (session back: %s)', async (variant, signedIn, args) => {
    signUp.mockResolvedValue(signedIn ? 'u1' : null);
    const onSignedUp = vi.fn();
    renderWithProviders(<AuthForm mode="signup" variant={variant} onDone={onSignedUp} />);
    await fill();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(...args));
    expect(onSignedUp).toHaveBeenCalledWith(signedIn ? 'u1' : null);
  });

  it.each([
    [
      'page',
      new AuthServiceError('User already registered', 'user_already_exists'),
      'Error de registro',
      'Este email ya forma parte de nuestra comunidad. ¿Quieres iniciar sesión?',
    ],
    ['page', new AuthServiceError('Password is too weak'), 'Error de registro', 'Password is too weak'],
    [
      'dialog',
      new AuthServiceError('User already registered'),
      'Error al registrarse',
      'Este email ya forma parte de nuestra comunidad. ¿Quieres iniciar sesión?',
    ],
    ['dialog', new AuthServiceError('Password is too weak'), 'Error al registrarse', 'Password is too weak'],
    ['dialog', new TypeError('boom'), 'Error', 'Ha ocurrido un error inesperado'],
  ] as const)('%s failure %s → %s', async (variant, error, title, description) => {
    signUp.mockRejectedValue(error);
    renderWithProviders(<AuthForm mode="signup" variant={variant} />);
    await fill();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
  });
});
