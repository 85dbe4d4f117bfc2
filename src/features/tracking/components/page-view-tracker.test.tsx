import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { PageViewTracker } from './page-view-tracker';
import { TrackedExternalLink } from './tracked-external-link';

vi.mock('../api/tracking-api', () => ({
  incrementPageView: vi.fn().mockResolvedValue(1),
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
  fetchViewCount: vi.fn().mockResolvedValue(0),
}));
const api = await import('../api/tracking-api');

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';

function Page() {
  return (
    <>
      <PageViewTracker />
      <Link to="/musica">Música</Link>
      <Link to={`/event/${ID}--bilbao-musica-general-2026-11-28-jazz`}>Evento</Link>
      <a href="https://tickets.example/jazz" target="_blank" rel="noreferrer">
        <span>Entradas</span>
      </a>
      <a href="http://localhost:4173/otra">Local</a>
      <a href="mailto:hola@example.com">Correo</a>
      <TrackedExternalLink href="https://www.instagram.com/agendanorte.bilbao">Instagram</TrackedExternalLink>
    </>
  );
}

describe('PageViewTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('counts a view 100 ms after each path change; event pages are left to the event page', async () => {
    renderWithProviders(<Page />, { path: '/' });
    act(() => vi.advanceTimersByTime(99));
    expect(api.incrementPageView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(api.incrementPageView).toHaveBeenCalledWith('/', null));

    // The event may not exist: the event page counts it once it has loaded it.
    fireEvent.click(screen.getByRole('link', { name: 'Evento' }));
    act(() => vi.advanceTimersByTime(500));
    expect(api.incrementPageView).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('link', { name: 'Música' }));
    act(() => vi.advanceTimersByTime(100));
    await vi.waitFor(() => expect(api.incrementPageView).toHaveBeenLastCalledWith('/musica', null));
    expect(api.incrementPageView).toHaveBeenCalledTimes(2);
  });

  it('skips event paths without an id', () => {
    renderWithProviders(<PageViewTracker />, { path: '/event/' });
    act(() => vi.advanceTimersByTime(500));
    expect(api.incrementPageView).not.toHaveBeenCalled();
  });

  it('records clicks on links to other sites once, and ignores local and non-web links', async () => {
    // jsdom cannot navigate: stop the default action after the tracker (on document) has seen the click.
    const stop = (e: Event) => e.preventDefault();
    window.addEventListener('click', stop);
    onTestFinished(() => window.removeEventListener('click', stop));
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Local' }));
    fireEvent.click(screen.getByRole('link', { name: 'Correo' }));
    fireEvent.click(screen.getByRole('link', { name: 'Música' }));
    fireEvent.click(screen.getByText('Entradas'));
    // Calls go out in click order, so once the outbound one is recorded any earlier one would be too.
    await vi.waitFor(() =>
      expect(api.trackExternalClick).toHaveBeenCalledWith('https://tickets.example/jazz', '/'),
    );
    expect(api.trackExternalClick).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('link', { name: 'Instagram' }));
    expect(api.trackExternalClick).toHaveBeenCalledTimes(2);
    expect(api.trackExternalClick).toHaveBeenLastCalledWith(
      'https://www.instagram.com/agendanorte.bilbao',
      '/',
    );
  });
});
