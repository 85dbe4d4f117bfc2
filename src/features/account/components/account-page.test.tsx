import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { AccountPage } from './account-page';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () =>
      fakeSupabase({
        profiles: () => ({ data: { full_name: 'Ane Goikoetxea' }, error: null }),
        user_points: () => ({
          data: { total_points: 135, monthly_points: 40, level_id: 2, updated_at: new Date().toISOString() },
          error: null,
        }),
        point_transactions: () => ({ data: [], error: null }),
      }),
  };
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAccount(path: string, auth = signedInAs('ane@example.com')) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/auth" element={<p>Acceso</p>} />
      </Routes>
      <Where />
    </>,
    { path, auth },
  );
}

describe('AccountPage', () => {
  it('sends anonymous visitors to /auth', () => {
    renderAccount('/account', { user: null, session: null, loading: false });
    expect(screen.getByText('Acceso')).toBeInTheDocument();
  });

  it('opens the tab named by ?tab= and keeps the choice in the URL', async () => {
    renderAccount('/account?tab=points');
    expect(screen.getByRole('tab', { name: 'Puntos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('135 puntos')).toBeInTheDocument();
    expect(screen.getByText('Te faltan', { exact: false })).toHaveTextContent(
      'Te faltan 65 puntos para el nivel 3',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Cuenta' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account?tab=account');
    expect(screen.getByLabelText('Email')).toHaveValue('ane@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('El email no se puede cambiar')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ane Goikoetxea')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAccount('/account');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Cuenta' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Puntos' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Puntos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Newsletter' })).toHaveAttribute('aria-selected', 'true');
  });
});
