import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../../tests/utils/render';
import { AnonymousEngagement } from './anonymous-engagement';

describe('AnonymousEngagement', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the trust banner until dismissed, for good', () => {
    const { unmount } = renderWithProviders(<AnonymousEngagement />);
    expect(screen.getByRole('region', { name: 'Sobre Agenda Norte' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('region', { name: 'Sobre Agenda Norte' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('trust-banner-dismissed')).toBe('1');
    unmount();
    renderWithProviders(<AnonymousEngagement />);
    expect(screen.queryByRole('region', { name: 'Sobre Agenda Norte' })).not.toBeInTheDocument();
  });

  it('opens the achievements teaser after 25 s, with the real rewards, and closes it', () => {
    renderWithProviders(<AnonymousEngagement />);
    act(() => vi.advanceTimersByTime(24_999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const teaser = screen.getByRole('dialog', { name: 'Logros por desbloquear' });
    expect(teaser).toHaveTextContent('+35 puntos');
    expect(teaser).toHaveTextContent('Primer favorito');
    expect(teaser).toHaveTextContent('+10 puntos (15 si eliges categorías o localidades)');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while the visitor types, and comes once the focus leaves the text field', () => {
    renderWithProviders(
      <>
        <input aria-label="Buscar" />
        <button type="button">Otro</button>
        <AnonymousEngagement trustBanner={false} />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    act(() => search.focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Otro' }).focus());
    expect(screen.getByRole('dialog', { name: 'Logros por desbloquear' })).toBeInTheDocument();
  });

  it('shows nothing to signed-in users or while the session loads', () => {
    const { unmount } = renderWithProviders(<AnonymousEngagement />, { auth: signedInAs() });
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AnonymousEngagement />, { auth: { user: null, session: null, loading: true } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
