import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { USER_AGENTS as UA } from '../domain/user-agents.fixture';
import { InAppBrowserBanner } from './in-app-browser-banner';

describe('InAppBrowserBanner in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => {
    setPageLocale('es');
    vi.restoreAllMocks();
  });

  it('offers to open the page in Chrome, and explains how, in Basque', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(UA.instagramAndroid);
    renderWithProviders(<InAppBrowserBanner />, { path: '/eu' });
    expect(screen.getByRole('region', { name: 'Ireki nabigatzailean' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ireki Chrome-n' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopiatu' })).toBeInTheDocument();
    expect(screen.queryByText('Para una mejor experiencia, abre en tu navegador')).not.toBeInTheDocument();

    fireEvent.click(
      screen.getByRole('button', { name: 'Esperientzia hobea izateko, ireki zure nabigatzailean' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ireki webgunea zure nabigatzailean' });
    expect(within(dialog).getByText(/Instagram aplikazioaren barruan/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ireki sistemaren nabigatzailean' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kopiatu esteka' })).toBeInTheDocument();
  });
});
