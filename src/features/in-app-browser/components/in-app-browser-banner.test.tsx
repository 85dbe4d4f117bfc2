import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { USER_AGENTS as UA } from '../domain/user-agents.fixture';
import { InAppBrowserBanner } from './in-app-browser-banner';

const MESSAGE = 'Para una mejor experiencia, abre en tu navegador';

function withUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function banner() {
  return screen.queryByRole('region', { name: 'Abrir en el navegador' });
}

describe('InAppBrowserBanner', () => {
  beforeEach(() => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it.each([
    ['Chrome on Android', UA.chromeAndroid],
    ['Safari on iPhone', UA.safariIos],
    ['Chrome on Windows', UA.chromeDesktop],
  ])('is not shown in %s', (_name, userAgent) => {
    withUserAgent(userAgent);
    renderWithProviders(<InAppBrowserBanner />);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it.each([
    ['Instagram', UA.instagramIos],
    ['Facebook', UA.facebookIos],
    ['Facebook on Android', UA.facebookAndroid],
  ])('is shown inside %s, 40 px tall', (_name, userAgent) => {
    withUserAgent(userAgent);
    renderWithProviders(<InAppBrowserBanner />);
    expect(banner()).toBeInTheDocument();
    expect(banner()).toHaveStyle({ height: '40px' });
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it('on Android offers "Abrir en Chrome" as an intent link', () => {
    withUserAgent(UA.instagramAndroid);
    renderWithProviders(<InAppBrowserBanner />);
    const link = screen.getByRole('link', { name: 'Abrir en Chrome' });
    expect(link.getAttribute('href')).toBe(
      `intent://${window.location.host}${window.location.pathname}#Intent;scheme=http;package=com.android.chrome;end`,
    );
    expect(screen.queryByRole('button', { name: 'Abrir' })).not.toBeInTheDocument();
  });

  it('on Android the helper offers Chrome and the system browser, and copies the link', async () => {
    withUserAgent(UA.instagramAndroid);
    renderWithProviders(<InAppBrowserBanner />);
    fireEvent.click(screen.getByRole('button', { name: MESSAGE }));
    const dialog = await screen.findByRole('dialog', { name: 'Abre la web en tu navegador' });
    expect(within(dialog).getByText(/dentro de Instagram/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir en Chrome' }).getAttribute('href')).toContain(
      'package=com.android.chrome',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Abrir en el navegador del sistema' }).getAttribute('href'),
    ).toMatch(/^intent:\/\/.*#Intent;scheme=http;end$/);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const copyLink = within(dialog).getByRole('button', { name: 'Copiar enlace' });
    await act(async () => {
      fireEvent.click(copyLink);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(window.location.href);
    expect(copyLink).toHaveTextContent('Enlace copiado');
    act(() => vi.advanceTimersByTime(1999));
    expect(copyLink).toHaveTextContent('Enlace copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(copyLink).toHaveTextContent('Copiar enlace');
  });

  it('on iOS "Abrir" shows how to open the page in Safari or Chrome', async () => {
    withUserAgent(UA.instagramIos);
    renderWithProviders(<InAppBrowserBanner />);
    expect(screen.queryByRole('link', { name: 'Abrir en Chrome' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abre la web en tu navegador' });
    expect(within(dialog).getByRole('heading', { name: 'En Safari' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'En Chrome' })).toBeInTheDocument();
    expect(within(dialog).getByText(/menú ••• arriba a la derecha/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar instrucciones' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Copiar" copies the page address and says ¡Copiado! for 2 s', async () => {
    withUserAgent(UA.instagramIos);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<InAppBrowserBanner />);
    const copy = screen.getByRole('button', { name: 'Copiar' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(window.location.href);
    expect(copy).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(1999));
    expect(copy).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(1));
    expect(copy).toHaveTextContent('Copiar');
  });

  it('closing is remembered for the session under instagram-banner-dismissed', () => {
    withUserAgent(UA.instagramAndroid);
    const first = renderWithProviders(<InAppBrowserBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('instagram-banner-dismissed')).toBe('true');
    expect(window.localStorage.getItem('instagram-banner-dismissed')).toBeNull();

    // Another page load in the same session: still closed.
    first.unmount();
    renderWithProviders(<InAppBrowserBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows again in a new session', () => {
    withUserAgent(UA.instagramAndroid);
    window.sessionStorage.setItem('instagram-banner-dismissed', 'true');
    const first = renderWithProviders(<InAppBrowserBanner />);
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    window.sessionStorage.clear(); // a new browser session starts with empty session storage
    renderWithProviders(<InAppBrowserBanner />);
    expect(banner()).toBeInTheDocument();
  });
});
