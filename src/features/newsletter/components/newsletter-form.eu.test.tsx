import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { NewsletterForm } from './newsletter-form';

// The stored preferences row: none yet, or one whose language the reader chose.
const stored = vi.hoisted(() => ({ row: null as Record<string, unknown> | null }));
vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return {
    getSupabase: () => fakeSupabase({ newsletter_preferences: () => ({ data: stored.row, error: null }) }),
  };
});

const ROW = { frequency: 'weekly', selected_categories: [], selected_locations: [], is_subscribed: true };

describe('NewsletterForm in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('words the form in Basque and, with nothing stored, offers the newsletter in Basque', async () => {
    stored.row = null;
    renderWithProviders(<NewsletterForm />, { auth: signedInAs('ane@example.com', 'u1') });
    expect(await screen.findByRole('radio', { name: 'Astero' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Buletina' })).toBeInTheDocument();
    expect(screen.getByText(/Harpidetzeak 10 puntu ematen ditu \(15,/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Buletina jaso nahi dut' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hizkuntza' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Euskara' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Gorde hobespenak' })).toBeInTheDocument();
    expect(screen.queryByText('Guardar preferencias')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Semanal' })).not.toBeInTheDocument();
  });

  it('keeps the stored language', async () => {
    stored.row = { ...ROW, language: 'es' };
    renderWithProviders(<NewsletterForm />, { auth: signedInAs('ane@example.com', 'u1') });
    expect(await screen.findByRole('radio', { name: 'Castellano' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Euskara' })).not.toBeChecked();
  });
});
