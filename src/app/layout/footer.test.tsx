import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { Footer } from './footer';

describe('Footer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the copyright with the city name and the current year, and the legal links', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('© 2026 Agenda Norte Bilbao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos');
    expect(screen.getByRole('link', { name: 'Añadir evento' })).toHaveAttribute('href', '/add-event');
    expect(screen.getByRole('link', { name: /@agendanorte/ })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
  });

  it('copies the contact e-mail and says ¡Copiado! for 1.5 s', async () => {
    renderWithProviders(<Footer />);
    const button = screen.getByRole('button', { name: /Copiar el email de contacto/ });
    const email = button.textContent ?? '';
    await act(async () => {
      fireEvent.click(button);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(email);
    expect(button).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(1499));
    expect(button).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(email);
  });

  it('uses the city saved under activeCity when the host names none', () => {
    window.localStorage.setItem('activeCity', 'pamplona');
    renderWithProviders(<Footer />);
    expect(screen.getByText('© 2026 Agenda Norte Pamplona')).toBeInTheDocument();
  });
});
