import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineStatus } from './offline-status';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineStatus', () => {
  it("says 'Sin conexión' in a status region while offline, and nothing once back online", () => {
    render(<OfflineStatus />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    goOffline(true);
    expect(status).toHaveTextContent(/^Sin conexión\. Ves lo último que se cargó/);
    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('starts offline when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión.');
  });
});
