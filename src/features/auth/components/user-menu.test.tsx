import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { UserArea } from './user-area';
import type * as Original from '../api/auth-api';

const { signOut } = vi.hoisted(() => ({ signOut: vi.fn().mockResolvedValue(undefined) }));
vi.mock('../api/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Original>()),
  signOut,
}));

describe('UserArea', () => {
  it("offers 'Únete a la comunidad' to anonymous visitors", () => {
    renderWithProviders(<UserArea />);
    expect(screen.getByRole('link', { name: 'Únete a la comunidad' })).toHaveAttribute('href', '/auth');
  });

  it('shows the two upper-case letters of the e-mail and the account menu', async () => {
    renderWithProviders(<UserArea />, { auth: signedInAs('maite@demo.agendanorte.es') });
    const trigger = () => screen.getByRole('button', { name: /Menú de usuario/ });
    expect(trigger()).toHaveTextContent('MA');
    // The menu's chunk loads just after the avatar: until then the button is a stand-in (aria-disabled).
    await waitFor(() => expect(trigger()).not.toHaveAttribute('aria-disabled'));
    const user = userEvent.setup();
    await user.click(trigger());
    expect(await screen.findByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Mis puntos' })).toHaveAttribute('href', '/points');
    expect(screen.getByRole('menuitem', { name: 'Ranking' })).toHaveAttribute('href', '/ranking');
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(signOut).toHaveBeenCalled();
  });
});
