import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '@/components/ui/app-toaster';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/utils/render';
import type * as EventsQueriesModule from '../../api/events-queries';
import { makeEvent } from '../../domain/event.fixture';
import type { EventItem } from '../../domain/types';
import { EventPage } from './event-page';

const fetchDetail = vi.fn<(id: string) => Promise<EventItem | null>>();
const related = vi.fn<() => EventItem[]>(() => []);

vi.mock('../../api/events-queries', async (importOriginal) => {
  const mod = await importOriginal<typeof EventsQueriesModule>();
  return {
    ...mod,
    eventsQueries: {
      ...mod.eventsQueries,
      detail: (id: string) =>
        queryOptions({ queryKey: mod.eventsKeys.detail(id), queryFn: () => fetchDetail(id) }),
      favoriteCounts: (ids: readonly string[]) =>
        queryOptions({ queryKey: mod.eventsKeys.favoriteCounts(ids), queryFn: async () => ({ r1: 4 }) }),
    },
  };
});
vi.mock('../../api/use-related-events', () => ({ useRelatedEvents: () => related() }));
vi.mock('@/features/tracking/api/tracking-api', () => ({
  fetchViewCount: vi.fn().mockResolvedValue(3),
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
  incrementPageView: vi.fn().mockResolvedValue(null),
}));
vi.mock('@/lib/clipboard', () => ({ copyText: vi.fn().mockResolvedValue(true) }));

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';
const PARAM = `${ID}--bilbao-musica-jazz-2026-11-28-jazz-en-el-kafe`;

const event = makeEvent({
  id: ID,
  title: 'Jazz en el Kafe',
  description:
    '<p>Una <strong>gran</strong> noche.</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' +
    '<a href="javascript:window.__xss=1">trampa</a><a href="https://kafe.example">web</a>',
  categoryId: ['musica'],
  subcategory: ['jazz'],
  venue: 'Bilbo Kafe',
  neighborhood: 'Abando',
  address: 'Calle Mayor 1',
  town: 'Bilbao',
  startDate: '2026-11-28',
  startTime: '20:00',
  isFree: true,
  infoUrl: 'https://kafe.example/jazz',
  organizer: 'Asociación Jazz',
  tags: ['jazz', 'directo'],
  comoLlegar: 'Metro Abando, salida Ercilla.',
  recomendaciones: 'Pintxos en la barra del Kafe.',
});

declare global {
  interface Window {
    __xss?: number;
  }
}

function ldJson(): Record<string, unknown> | null {
  // React 19 hoists title/meta/link into <head>; the JSON-LD script stays where it is rendered.
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
}

describe('EventPage', () => {
  beforeEach(() => {
    fetchDetail.mockReset();
    related.mockReset().mockReturnValue([]);
    delete window.__xss;
  });

  it("shows the not-found screen without an id ('Event ID is required')", () => {
    renderWithProviders(<EventPage eventParam={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Evento no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('El evento que buscas no existe o ha sido eliminado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it('shows the not-found screen for an id that is not a uuid, without asking the backend', () => {
    renderWithProviders(<EventPage eventParam="no-existe--bilbao" />);
    expect(screen.getByRole('heading', { name: 'Evento no encontrado' })).toBeInTheDocument();
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown id', () => fetchDetail.mockResolvedValue(null)],
    ['a failed load', () => fetchDetail.mockRejectedValue(new Error('boom'))],
  ])('shows the not-found screen for %s', async (_label, arrange) => {
    arrange();
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando evento…');
    expect(await screen.findByRole('heading', { name: 'Evento no encontrado' })).toBeInTheDocument();
    expect(fetchDetail).toHaveBeenCalledWith(ID);
  });

  it('shows the event: badges, subcategory, Gratis, title, visits, details and sections', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' })).toBeInTheDocument();
    expect(await screen.findByText('3 visitas')).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'Categorías' });
    expect(within(categories).getByText('Música')).toBeInTheDocument();
    expect(within(categories).getByText('Gratis')).toBeInTheDocument();
    expect(screen.getAllByText('Jazz').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Cómo llegar' })).toBeInTheDocument();
    expect(screen.getByText('Metro Abando, salida Ercilla.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recomendaciones cerca' })).toBeInTheDocument();
    expect(screen.getByText('Pintxos en la barra del Kafe.')).toBeInTheDocument();
    expect(screen.getByText('Bilbo Kafe, Abando, Calle Mayor 1, Bilbao')).toBeInTheDocument();
    expect(screen.getByText('Asociación Jazz')).toBeInTheDocument();
    const map = screen.getByTitle('Mapa de Bilbo Kafe');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toContain('z=15');
    expect(map.getAttribute('src')).toContain(encodeURIComponent('Calle Mayor 1, Bilbao'));
    expect(screen.getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('jazzdirecto');
    expect(screen.getByRole('link', { name: /Síguenos en @agendanorte\.bilbao/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/agendanorte.bilbao',
    );
  });

  it('links Info and Calendario (tracked) and offers the .ics file', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const info = await screen.findByRole('link', { name: 'Info' });
    expect(info).toHaveAttribute('href', 'https://kafe.example/jazz');
    expect(info).toHaveAttribute('data-tracked');
    expect(info).toHaveAttribute('target', '_blank');
    const calendar = screen.getByRole('link', { name: 'Calendario' });
    const url = new URL(calendar.getAttribute('href') ?? '');
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Jazz en el Kafe – 20:00');
    expect(url.searchParams.get('dates')).toBe('20261128T190000Z/20261128T210000Z');
    expect(url.searchParams.get('details')).toContain(`/event/${PARAM}`);
    expect(calendar).toHaveAttribute('data-tracked');
    expect(screen.getByRole('button', { name: 'Descargar .ics para tu calendario' })).toBeInTheDocument();
  });

  it('renders the description sanitised: allowed markup kept, nothing runs', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const description = await screen.findByTestId('event-description');
    expect(description.querySelector('strong')).toHaveTextContent('gran');
    expect(description.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(description).queryByRole('link', { name: 'trampa' })).toBeNull();
    expect(description).toHaveTextContent('trampa');
    expect(within(description).getByRole('link', { name: 'web' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__xss).toBeUndefined();
  });

  it('writes title, canonical URL and the schema.org Event JSON-LD into the head', async () => {
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    await screen.findByRole('heading', { level: 1, name: 'Jazz en el Kafe' });
    await waitFor(() => expect(ldJson()).not.toBeNull());
    const ld = ldJson() ?? {};
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Jazz en el Kafe',
      startDate: '2026-11-28T20:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bilbo Kafe',
        address: { addressLocality: 'Bilbao', addressCountry: 'ES' },
      },
      offers: { price: 0, priceCurrency: 'EUR' },
      organizer: { name: 'Asociación Jazz' },
    });
    expect(document.title).toBe('Jazz en el Kafe | Agenda Norte Bilbao');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(new RegExp(`/event/${PARAM}$`));
    const meta = document.head.querySelector('meta[name="description"]');
    expect((meta?.getAttribute('content') ?? '').length).toBeLessThanOrEqual(140);
  });

  it("Compartir → 'Copiar enlace' toasts 'Enlace copiado'", async () => {
    const user = userEvent.setup();
    fetchDetail.mockResolvedValue(event);
    renderWithProviders(
      <>
        <EventPage eventParam={PARAM} />
        <AppToaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Compartir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });

  it('lists related events as cards with their saved counts', async () => {
    fetchDetail.mockResolvedValue(event);
    related.mockReturnValue([makeEvent({ id: 'r1', title: 'Otro concierto', categoryId: ['musica'] })]);
    renderWithProviders(<EventPage eventParam={PARAM} />);
    const section = await screen.findByRole('region', { name: 'Eventos relacionados' });
    expect(within(section).getByRole('article', { name: 'Otro concierto' })).toBeInTheDocument();
    expect(await within(section).findByText('4 personas lo han guardado')).toBeInTheDocument();
  });
});
