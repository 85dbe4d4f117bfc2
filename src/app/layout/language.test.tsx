import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { toast } from '@/lib/toast';
import { LanguageOffer } from './language-offer';
import { LanguageSwitch } from './language-switch';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const clearCookie = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

beforeEach(clearCookie);
afterEach(() => {
  setPageLocale('es');
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
});

describe('the language switch', () => {
  it('on a Spanish page, links the same page in Basque, with its query, and remembers the choice', () => {
    render(
      <MemoryRouter initialEntries={['/musica?gratis=1']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Euskaraz' });
    expect(link).toHaveAttribute('href', '/eu/musica?gratis=1');
    expect(link).toHaveAttribute('hreflang', 'eu');
    // jsdom does not load pages: the click only runs the link's handler.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(document.cookie).toContain('lang=eu');
  });

  it('on a Basque page, links the same page in Spanish', () => {
    setPageLocale('eu');
    render(
      <MemoryRouter initialEntries={['/']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Castellano' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('lang', 'es');
  });
});

describe('the offer of the Basque page', () => {
  const browserLanguages = (languages: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('is made, in Basque, to a browser that puts Basque first', () => {
    browserLanguages(['eu-ES', 'es']);
    render(<LanguageOffer />);
    expect(toast).toHaveBeenCalledWith(
      'Orri hau euskaraz ere irakur dezakezu.',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Ikusi euskaraz' }) }),
    );
  });

  it('is not made once a language was chosen, to other browsers, or on a Basque page', () => {
    browserLanguages(['eu']);
    document.cookie = 'lang=es; path=/';
    render(<LanguageOffer />);
    clearCookie();
    browserLanguages(['es-ES', 'eu']);
    render(<LanguageOffer />);
    browserLanguages(['eu']);
    setPageLocale('eu');
    render(<LanguageOffer />);
    expect(toast).not.toHaveBeenCalled();
  });

  it('remembers Spanish when the offer is closed', () => {
    browserLanguages(['eu']);
    render(<LanguageOffer />);
    const options = vi.mocked(toast).mock.calls[0]![1]!;
    options.onDismiss?.({ id: 'language-offer' });
    expect(document.cookie).toContain('lang=es');
  });
});
