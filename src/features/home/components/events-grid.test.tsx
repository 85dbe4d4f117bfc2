import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogContext } from '@/features/auth/components/auth-dialog-context';
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';
import { installFakeIntersectionObserver } from '../../../../tests/utils/fake-intersection-observer';
import { renderWithProviders } from '../../../../tests/utils/render';
import { EventsGrid } from './events-grid';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../../../../tests/utils/fake-supabase');
  return { getSupabase: () => fakeSupabase() };
});

const LONG = 'Una descripción larga. '.repeat(20);
const JAZZ = makeEvent({
  id: 'jazz',
  title: 'Jazz en la ría',
  description: `Jazz. ${LONG}`,
  town: 'Bilbao',
  categoryId: ['musica'],
  tags: ['jazz', 'ría'],
  isFree: true,
});
const TEATRO = makeEvent({
  id: 'teatro',
  title: 'Teatro de calle',
  description: `Teatro. ${LONG}`,
  town: 'Bilbao',
  categoryId: ['teatro', 'infantil'],
  tags: ['calle'],
  isFree: false,
  price: 12,
});

/** The listing, and a stand-in for a keystroke that replaces its results. */
function Grid({ first = [JAZZ], next = [TEATRO] }: { first?: EventItem[]; next?: EventItem[] }) {
  const [events, setEvents] = useState(first);
  return (
    <AuthDialogContext.Provider value={{ openAuthDialog: vi.fn() }}>
      <button type="button" onClick={() => setEvents(next)}>
        Nueva búsqueda
      </button>
      <EventsGrid events={events} />
    </AuthDialogContext.Provider>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EventsGrid', () => {
  it('a card reused for another event shows that event whole: title, link, picture, folded description', () => {
    renderWithProviders(<Grid />);
    fireEvent.click(screen.getByRole('button', { name: 'leer más…' }));
    expect(screen.getByRole('button', { name: 'ver menos' })).toBeInTheDocument();

    const card = screen.getByRole('article');
    const oldPicture = screen.getByRole('img');
    // Events without a picture of their own show their poster (event-poster.ts).
    expect(decodeURIComponent(oldPicture.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml;.*Jazz/);
    expect(oldPicture).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva búsqueda' }));
    // The same card element now shows the other event.
    expect(screen.getByRole('article')).toBe(card);
    const title = screen.getByRole('heading', { level: 3 });
    expect(title).toHaveTextContent('Teatro de calle');
    expect(screen.getByRole('link', { name: 'Teatro de calle' })).toHaveAttribute(
      'href',
      expect.stringContaining('/event/teatro'),
    );
    // The same picture element, with the new event's picture; transparent until it has loaded (the
    // browser would go on painting the old event's picture meanwhile).
    const picture = screen.getByRole('img');
    expect(picture).toBe(oldPicture);
    expect(picture).toHaveAttribute('alt', 'Cartel de «Teatro de calle»');
    expect(decodeURIComponent(picture.getAttribute('src')!)).toMatch(
      /^data:image\/svg\+xml;.*Teatro de calle/,
    );
    expect(picture).not.toBeVisible();
    fireEvent.load(picture);
    expect(picture).toBeVisible();
    expect(screen.getByText(/^Teatro\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'leer más…' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/^Jazz\./)).toBeNull();
    // Categories, tags and facts are the new event's, none of the old one's left over.
    const categories = within(screen.getByRole('list', { name: 'Categorías' })).getAllByRole('listitem');
    expect(categories.map((item) => item.textContent)).toEqual(['Teatro', 'Infantil']);
    const tags = within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem');
    expect(tags.map((item) => item.textContent)).toEqual(['calle']);
    expect(screen.getByText('Precio:').parentElement).toHaveTextContent(/12/);
  });

  it('the first results load their pictures at once; results that replace them load lazily', () => {
    renderWithProviders(<Grid />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva búsqueda' }));
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'auto');
  });

  it('new results reach the cards on screen at once and the cards below the fold after the next frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { report } = installFakeIntersectionObserver();
    const CINE = makeEvent({ id: 'cine', title: 'Cine de verano', categoryId: ['cine'] });
    const DANZA = makeEvent({ id: 'danza', title: 'Danza urbana', categoryId: ['baile'] });
    renderWithProviders(<Grid first={[JAZZ, TEATRO]} next={[CINE, DANZA]} />);
    // The first card is on screen, the second below the fold.
    report((target) => target === target.parentElement?.firstElementChild);
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    const grid = screen.getAllByRole('list')[0]!;

    fireEvent.click(screen.getByRole('button', { name: 'Nueva búsqueda' }));
    expect(titles()).toEqual(['Cine de verano', 'Teatro de calle']);
    expect(grid).toHaveAttribute('aria-busy', 'true');

    act(() => vi.advanceTimersByTime(50));
    expect(titles()).toEqual(['Cine de verano', 'Danza urbana']);
    expect(grid).not.toHaveAttribute('aria-busy');
  });
});
