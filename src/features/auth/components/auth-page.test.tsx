import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { AuthPage } from './auth-page';
import type * as Original from '../api/auth-api';

vi.mock('../api/auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Original>()),
  signIn: vi.fn(),
  signUp: vi.fn(),
}));

function renderPage(auth = signedInAs()) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/" element={<p>Portada</p>} />
    </Routes>,
    { path: '/auth', auth },
  );
}

describe('AuthPage', () => {
  it('sends signed-in users home', () => {
    renderPage();
    expect(screen.getByText('Portada')).toBeInTheDocument();
  });

  it('toggling clears passwords, name and terms but keeps the e-mail', async () => {
    renderPage({ user: null, session: null, loading: false });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ane@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ane@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    await user.type(screen.getByLabelText('Nombre completo'), 'Ane');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreta');
    await user.click(screen.getByRole('checkbox', { name: /condiciones de uso/ }));

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /condiciones de uso/ })).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('ane@example.com');
  });

  it('waits for the session before deciding', () => {
    renderPage({ user: null, session: null, loading: true });
    expect(screen.queryByText('Portada')).not.toBeInTheDocument();
  });
});
