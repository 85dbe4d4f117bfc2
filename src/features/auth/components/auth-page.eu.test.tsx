import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { AuthPage } from './auth-page';

describe('AuthPage in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows the forms, labels and validation in Basque', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
      </Routes>,
      { path: '/auth', auth: { user: null, session: null, loading: false } },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Saioa hasi' })).toBeInTheDocument();
    expect(screen.queryByText('Iniciar sesión')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pasahitza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sortu kontua' }));

    await user.type(screen.getByLabelText('Izen-abizenak'), 'Ane');
    await user.type(screen.getByLabelText('Helbide elektronikoa'), 'ane@example.com');
    await user.type(screen.getByLabelText('Pasahitza'), 'abc');
    await user.type(screen.getByLabelText('Berretsi pasahitza'), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Sortu kontua' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Pasahitzak gutxienez 6 karaktere izan behar ditu');
    expect(alert).toHaveTextContent('Pasahitzak ez datoz bat');
    expect(alert).toHaveTextContent('Erabilera-baldintzak onartu behar dituzu');
    expect(screen.queryByText(/Las contraseñas/)).not.toBeInTheDocument();
  });
});
