import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { DeleteAccountSection } from './delete-account-section';

const { toast, invokeFunction } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  invokeFunction: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/function-call', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  invokeFunction: invokeFunction,
}));

async function request() {
  renderWithProviders(<DeleteAccountSection email="ane@example.com" />, { auth: signedInAs() });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  expect(screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar email de confirmación' }));
}

describe('DeleteAccountSection', () => {
  beforeEach(() => vi.clearAllMocks());

  it("asks for confirmation, then sends the e-mail: 'Email de confirmación enviado'", async () => {
    invokeFunction.mockResolvedValue({ ok: true });
    await request();
    expect(invokeFunction).toHaveBeenCalledWith(
      'send-delete-confirmation',
      expect.objectContaining({ email: 'ane@example.com', confirmationToken: expect.any(String) }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Email de confirmación enviado', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the e-mail could not be sent', async () => {
    invokeFunction.mockRejectedValue(
      new Error('No se pudo enviar el email de confirmación. Inténtalo de nuevo.'),
    );
    await request();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'No se pudo enviar el email de confirmación. Inténtalo de nuevo.',
        {
          description: undefined,
        },
      ),
    );
  });
});
