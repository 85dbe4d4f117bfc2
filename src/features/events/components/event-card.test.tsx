import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '@/components/ui/app-toaster';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { makeEvent } from '../domain/event.fixture';
import { EventCard } from './event-card';

vi.mock('@/features/tracking/api/tracking-api', () => ({
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
}));
vi.mock('@/lib/clipboard', () => ({ copyText: vi.fn().mockResolvedValue(true) }));
const { copyText } = await import('@/lib/clipboard');

const LONG = `${'Una noche de jazz en directo con músicos locales y una jam session abierta al final. '.repeat(4)}Fin.`;

const full = makeEvent({
  id: 'a1b2',
  title: 'Jazz en el Kafe',
  imageUrl: 'https://kafe.example/cartel.jpg',
  description: `<p>${LONG}</p>`,
  categoryId: ['musica', 'fiestas', 'arte', 'cine'],
  subcategory: ['jazz'],
  venue: 'Bilbo Kafe',
  neighborhood: 'Abando',
  town: 'Bilbao',
  startDate: '2026-11-28',
  startTime: '20:00:00',
  endTime: '22:30',
  price: 12.5,
  ticketUrl: 'https://tickets.example/jazz',
  tags: ['jazz', 'directo', 'jam', 'noche', 'bar'],
});

const bare = makeEvent({ id: 'b2', title: 'Sin datos' });

const img = () => screen.getByRole('img');

describe('EventCard', () => {
  it('shows every fallback text verbatim', () => {
    renderWithProviders(<EventCard event={bare} />);
    for (const text of [
      'Lugar no especificado',
      'Zona no especificada',
      'Fecha no disponible',
      'Hora no especificada',
      'Sin descripción disponible',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByText(/lo ha/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entradas' })).not.toBeInTheDocument();
  });

  it.each([
    ['Durango', 'Centro', 'Landako Gunea · Durango'],
    ['Getxo', 'Algorta', 'Muelle de Arriluze · Algorta, Getxo'],
    ['Bilbao', 'Abando', 'Muelle de Arriluze · Abando'],
  ])("names the town of a venue outside the city's own (%s, %s)", (town, neighborhood, expected) => {
    const venue = town === 'Durango' ? 'Landako Gunea' : 'Muelle de Arriluze';
    renderWithProviders(
      <EventCard event={makeEvent({ id: 'd1', title: 'Feria', venue, town, neighborhood })} />,
    );
    const place = screen.getByText(venue).closest('li');
    expect(place).toHaveTextContent(`Lugar: ${expected}`);
  });

  it('is an article with an h3 title that opens the detail page in a new tab', () => {
    renderWithProviders(<EventCard event={full} />);
    const article = screen.getByRole('article', { name: 'Jazz en el Kafe' });
    const heading = within(article).getByRole('heading', { level: 3, name: 'Jazz en el Kafe' });
    const link = within(heading).getByRole('link', { name: 'Jazz en el Kafe' });
    expect(link).toHaveAttribute('href', '/event/a1b2--bilbao-musica-jazz-2026-11-28-jazz-en-el-kafe');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const more = screen.getByRole('link', { name: 'Más info' });
    expect(more).toHaveAttribute('href', link.getAttribute('href'));
    expect(more).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Entradas' })).toHaveAttribute(
      'href',
      'https://tickets.example/jazz',
    );
  });

  it('shows venue, area, dates, HH:MM times and the price with €', () => {
    renderWithProviders(<EventCard event={full} />);
    expect(screen.getByText('Bilbo Kafe')).toBeInTheDocument();
    expect(screen.getByText('Abando')).toBeInTheDocument();
    expect(screen.getByText('sáb, 28 nov')).toBeInTheDocument();
    expect(screen.getByText('20:00 – 22:30')).toBeInTheDocument();
    expect(screen.getByText('12,50 €')).toBeInTheDocument();
    expect(screen.queryByText('Gratis')).not.toBeInTheDocument();
  });

  it("shows the first 2 category badges then '+N más', and 3 tags then '+N'", () => {
    renderWithProviders(<EventCard event={full} />);
    const categories = screen.getByRole('list', { name: 'Categorías' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Música', 'Fiestas y festivales', '+2 más']);
    const tags = screen.getByRole('list', { name: 'Etiquetas' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['jazz', 'directo', 'jam', '+2']);
  });

  it("shows the 'Gratis' badge for free events and no price line", () => {
    renderWithProviders(
      <EventCard event={makeEvent({ title: 'x', isFree: true, categoryId: ['musica'] })} />,
    );
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it("cuts the description at 220 characters with 'leer más…' / 'ver menos'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventCard event={full} />);
    const plain = LONG.trim();
    const toggle = screen.getByRole('button', { name: 'leer más…' });
    const paragraph = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(paragraph?.textContent?.length).toBeLessThanOrEqual(220);
    expect(paragraph?.textContent?.endsWith('…')).toBe(true);
    expect(paragraph?.textContent).not.toContain('<p>');
    await user.click(toggle);
    expect(paragraph).toHaveTextContent(plain);
    expect(toggle).toHaveAccessibleName('ver menos');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('leer más…');
  });

  it('has no toggle for a description of 220 characters or fewer', () => {
    renderWithProviders(<EventCard event={makeEvent({ title: 'x', description: 'a'.repeat(220) })} />);
    expect(screen.getByText('a'.repeat(220))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'leer más…' })).not.toBeInTheDocument();
  });

  /** The SVG document inside a poster's data: URI. */
  const posterOf = (src: string | null) => {
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    return decodeURIComponent(src!.slice(src!.indexOf(',') + 1));
  };

  it.each([
    ['the category clip-art', '/images/categories/arte.svg'],
    ['a stock photo', 'https://images.unsplash.com/p-1'],
    ['no picture', ''],
  ])('shows a poster of its own instead of %s, named in the alt text, at a fixed size', (_, imageUrl) => {
    renderWithProviders(
      <EventCard
        event={makeEvent({
          id: 'expo-1',
          title: 'Expo <Ría>',
          imageUrl,
          categoryId: ['arte'],
          venue: 'Azkuna Zentroa',
          startDate: '2026-11-28',
        })}
      />,
    );
    expect(img()).toHaveAttribute('alt', 'Cartel de «Expo <Ría>»');
    const svg = posterOf(img().getAttribute('src'));
    expect(svg).toContain('Expo &#60;Ría&#62;');
    expect(svg).toContain('Azkuna Zentroa');
    expect(svg).toContain('#be185d'); // the category's colour
    expect(img()).toHaveAttribute('width', '640');
    expect(img()).toHaveAttribute('height', '360');
    expect(img()).toHaveAttribute('loading', 'lazy');
    // The clip-art is only the last fallback.
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/categories/arte.svg');
  });

  it('draws different events differently', () => {
    const srcOf = (id: string) => {
      const { unmount } = renderWithProviders(<EventCard event={makeEvent({ id, title: 'Expo' })} />);
      const src = img().getAttribute('src');
      unmount();
      return src;
    };
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(srcOf)).size).toBeGreaterThan(1);
  });

  it('falls back to the poster, the category artwork, then the default hero, when images fail', () => {
    renderWithProviders(<EventCard event={full} priority />);
    expect(img()).toHaveAttribute('src', 'https://kafe.example/cartel.jpg');
    expect(img()).toHaveAttribute('alt', 'Jazz en el Kafe');
    expect(img()).toHaveAttribute('loading', 'eager');
    fireEvent.error(img());
    expect(posterOf(img().getAttribute('src'))).toContain('Jazz en el Kafe');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/categories/musica.svg');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/default-hero.svg');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/default-hero.svg');
  });

  it('uses the default hero when the category is unknown', () => {
    renderWithProviders(<EventCard event={makeEvent({ title: 'x', imageUrl: 'https://a.example/x.jpg' })} />);
    fireEvent.error(img());
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', '/images/default-hero.svg');
  });

  it.each([
    [undefined, null],
    [0, null],
    [1, '1 persona lo ha guardado'],
    [37, '37 personas lo han guardado'],
    [12345, '12.345 personas lo han guardado'],
  ])('saved count %s → %s', (count, text) => {
    renderWithProviders(<EventCard event={full} favoriteCount={count} />);
    if (text) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(/lo ha(n)? guardado/)).not.toBeInTheDocument();
  });

  it('renders the favourite slot when given, and no star of its own', () => {
    const { unmount } = renderWithProviders(<EventCard event={full} />);
    expect(screen.queryByRole('button', { name: /favorit/i })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <EventCard event={full} favoriteSlot={<button type="button">Guardar en favoritos</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toBeInTheDocument();
  });

  it('compact cards leave out description and tags', () => {
    renderWithProviders(<EventCard event={full} compact />);
    expect(screen.queryByRole('button', { name: 'leer más…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Etiquetas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más info' })).toBeInTheDocument();
  });

  it("share menu: 'Copiar enlace' copies the absolute URL and toasts 'Enlace copiado'; WhatsApp shares title and URL", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <EventCard event={full} />
        <AppToaster />
      </>,
    );
    // The menu's chunk arrives just after the card: until then its button is a stand-in (aria-disabled).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compartir' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    const whatsapp = await screen.findByRole('menuitem', { name: 'WhatsApp' });
    const expectedUrl = `${window.location.protocol}//bilbao.${window.location.host}/event/a1b2--bilbao-musica-jazz-2026-11-28-jazz-en-el-kafe`;
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Jazz en el Kafe ${expectedUrl}`)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('menuitem', { name: 'Copiar enlace' }));
    expect(copyText).toHaveBeenCalledWith(expectedUrl);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });
});
