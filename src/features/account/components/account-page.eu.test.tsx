import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { AccountPage } from './account-page';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () =>
      fakeSupabase({ profiles: () => ({ data: { full_name: 'Ane Goikoetxea' }, error: null }) }),
  };
});

describe('AccountPage in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('names the tabs, the profile form and the deletion section in Basque', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/account" element={<AccountPage />} />
      </Routes>,
      { path: '/account', auth: signedInAs('ane@example.com') },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nire kontua' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Zure kontuaren atalak' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sailkapena' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Izen-abizenak')).toHaveValue('Ane Goikoetxea'));
    expect(screen.getByRole('button', { name: 'Gorde profila' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aldatu pasahitza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ezabatu nire kontua' })).toBeInTheDocument();
    expect(screen.queryByText('Mi cuenta')).not.toBeInTheDocument();
    expect(screen.queryByText('Guardar perfil')).not.toBeInTheDocument();
  });
});
