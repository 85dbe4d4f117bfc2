import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { PasswordForm } from './password-form';
import type * as Original from '@/features/auth/api/auth-api';

const { toast, updatePassword } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  updatePassword: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/features/auth/api/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Original>()),
  updatePassword,
}));

async function change(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nueva contraseña'), password);
  await user.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
  await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
}

describe('PasswordForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it.each([
    ['secreta1', 'secreta2', 'Las contraseñas no coinciden'],
    ['corta', 'corta', 'La contraseña debe tener al menos 6 caracteres'],
  ])('%s / %s → %s', async (password, confirm, message) => {
    renderWithProviders(<PasswordForm />, { auth: signedInAs() });
    await change(password, confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith('Error', { description: message });
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it("updates the password, says 'Contraseña actualizada' and clears the fields", async () => {
    updatePassword.mockResolvedValue(undefined);
    renderWithProviders(<PasswordForm />, { auth: signedInAs() });
    await change('nueva-clave', 'nueva-clave');
    expect(updatePassword).toHaveBeenCalledWith('nueva-clave');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Contraseña actualizada'));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });

  it('shows the service message when the update fails', async () => {
    updatePassword.mockRejectedValue(new Error('New password should be different from the old password.'));
    renderWithProviders(<PasswordForm />, { auth: signedInAs() });
    await change('nueva-clave', 'nueva-clave');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'New password should be different from the old password.',
      }),
    );
  });
});
