import { act, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { UserArea } from './user-area';

// The menu's code arrives only when the test lets it, as it would over a slow network (it is
// transformed meanwhile, which can take seconds on a busy machine).
const chunk = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('./user-menu-dropdown', async (importOriginal) => {
  const original = importOriginal();
  await chunk.opened;
  return original;
});

it(
  'keeps the keyboard focus when the real account trigger replaces the focused stand-in',
  { timeout: 20_000 },
  async () => {
    renderWithProviders(<UserArea />, { auth: signedInAs('maite@demo.agendanorte.es') });
    const standIn = screen.getByRole('button', { name: /Menú de usuario/ });
    expect(standIn).toHaveAttribute('aria-disabled', 'true');
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    act(() => standIn.focus());

    await act(async () => chunk.open());
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /Menú de usuario/ })).not.toHaveAttribute('aria-disabled'),
      { timeout: 15_000 },
    );
    expect(screen.getByRole('button', { name: /Menú de usuario/ })).toHaveFocus();
  },
);
