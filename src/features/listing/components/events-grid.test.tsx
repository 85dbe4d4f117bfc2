import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthDialogContext } from '@/features/auth/components/auth-dialog-context';
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';
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

describe('EventsGrid', () => {
  it('new results show each event whole: title, link, picture, folded description', () => {
    renderWithProviders(<Grid />);
    fireEvent.click(screen.getByRole('button', { name: 'leer más…' }));
    expect(screen.getByRole('button', { name: 'ver menos' })).toBeInTheDocument();
    // Events without a picture of their own show their poster (event-poster.ts).
    expect(decodeURIComponent(screen.getByRole('img').getAttribute('src')!)).toMatch(
      /^data:image\/svg\+xml;.*Jazz/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nueva búsqueda' }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Teatro de calle');
    expect(screen.getByRole('link', { name: 'Teatro de calle' })).toHaveAttribute(
      'href',
      expect.stringContaining('/event/teatro'),
    );
    const picture = screen.getByRole('img');
    expect(picture).toHaveAttribute('alt', 'Cartel de «Teatro de calle»');
    expect(decodeURIComponent(picture.getAttribute('src')!)).toMatch(
      /^data:image\/svg\+xml;.*Teatro de calle/,
    );
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
});
