import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ContactPage } from './contact-page';

const EMAIL = 'hola.bilbao@agendanorte.es';

describe('ContactPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => vi.useRealTimers());

  it('copies the contact e-mail and says ¡Copiado! for 1.5 s', async () => {
    renderWithProviders(<ContactPage />, { path: '/contacto' });
    const button = screen.getByRole('button', { name: `Copiar el email ${EMAIL}` });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(EMAIL);
    expect(button).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(1499));
    expect(button).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(EMAIL);
    expect(button).not.toHaveTextContent('¡Copiado!');
  });

  it('links to Instagram, home, editorial and the event form', () => {
    renderWithProviders(<ContactPage />, { path: '/contacto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: /@agendanorte\.bilbao/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/agendanorte.bilbao');
    expect(instagram).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Ver eventos en Bilbao' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Leer la editorial' })).toHaveAttribute('href', '/editorial');
    expect(screen.getByRole('link', { name: 'añadir evento' })).toHaveAttribute('href', '/add-event');
    expect(screen.getByRole('link', { name: 'abre tu aplicación de correo' })).toHaveAttribute(
      'href',
      `mailto:${EMAIL}`,
    );
    expect(screen.getByText(/destacados se gestionan mediante un donativo/)).toBeInTheDocument();
  });

  it("uses the active city's contact details", () => {
    window.localStorage.setItem('activeCity', 'santander');
    renderWithProviders(<ContactPage />, { path: '/contacto' });
    expect(
      screen.getByRole('button', { name: 'Copiar el email hola.santander@agendanorte.es' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@agendanorte\.santander/ })).toBeInTheDocument();
  });
});
