import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { AnonymousEngagement } from './anonymous-engagement';

describe('AnonymousEngagement in Basque', () => {
  beforeEach(() => {
    setPageLocale('eu');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    setPageLocale('es');
    vi.useRealTimers();
  });

  it('shows the trust banner and the achievements teaser in Basque', () => {
    renderWithProviders(<AnonymousEngagement />, { path: '/eu' });
    const banner = screen.getByRole('region', { name: 'Agenda Norteri buruz' });
    expect(banner).toHaveTextContent('Doan eta letra xeherik gabe');
    expect(screen.getByRole('button', { name: 'Itxi oharra' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sobre Agenda Norte' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(25_000));
    const teaser = screen.getByRole('dialog', { name: 'Desblokeatzeko lorpenak' });
    expect(teaser).toHaveTextContent('+35 puntu');
    expect(teaser).toHaveTextContent('+1 puntu');
    expect(teaser).toHaveTextContent('Lehen gogokoa');
    expect(teaser).toHaveTextContent('+10 puntu (15 kategoriak edo tokiak aukeratzen badituzu)');
    expect(teaser).not.toHaveTextContent('puntos');
  });
});
