import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/utils/render';
import type * as EventsQueriesModule from '@/features/events/api/events-queries';
import type { CityEventsState } from '@/features/events/api/use-city-events';
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';
import { installDomStubs, mockViewport } from '@/features/listing/components/test-support';
import { RESULTS_ID } from '@/features/listing/hooks/scroll-to-results';
import { ConcertsTodayPage } from './concerts-today-page';

let state: CityEventsState;

vi.mock('@/features/events/api/use-city-events', () => ({ useCityEvents: () => state }));
vi.mock('@/features/listing/hooks/use-retry-events', () => ({
  useRetryEvents: () => ({ retry: vi.fn(), retrying: false }),
}));
vi.mock('@/features/events/api/events-queries', async (importOriginal) => {
  const mod = await importOriginal<typeof EventsQueriesModule>();
  return {
    ...mod,
    eventsQueries: {
      ...mod.eventsQueries,
      favoriteCounts: (ids: readonly string[]) =>
        queryOptions({ queryKey: mod.eventsKeys.favoriteCounts(ids), queryFn: async () => ({}) }),
    },
  };
});
vi.mock('@/features/tracking/api/tracking-api', () => ({
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
}));

// Wednesday 25 November 2026, 22:00 in Madrid.
const NOW = new Date('2026-11-25T21:00:00Z');
const ev = (over: Partial<EventItem>) => makeEvent({ town: 'Bilbao', categoryId: ['musica'], ...over });

function fixture(): EventItem[] {
  return [
    ev({
      id: 'week',
      title: 'Jazz toda la semana',
      subcategory: ['jazz'],
      startDate: '2026-11-18',
      endDate: '2026-11-30',
    }),
    // Finished at 19:30 today: the past is measured to the end of the day, so it stays.
    ev({
      id: 'early',
      title: 'Concierto de la tarde',
      subcategory: ['moderna'],
      startDate: '2026-11-25',
      startTime: '18:00',
      endTime: '19:30',
    }),
    ev({
      id: 'free',
      title: 'Coro gratis',
      subcategory: ['clasica'],
      isFree: true,
      startDate: '2026-11-25',
      startTime: '12:00',
    }),
    ev({ id: 'ayer', title: 'Concierto de ayer', startDate: '2026-11-24', endDate: '2026-11-24' }),
    ev({ id: 'manana', title: 'Concierto de mañana', startDate: '2026-11-26' }),
    ev({ id: 'cine', title: 'Cine de hoy', categoryId: ['cine'], startDate: '2026-11-25' }),
  ];
}

function renderPage(path = '/conciertos-hoy', events: EventItem[] = fixture()) {
  state = { events, isLoading: false, error: null, allEventsLoaded: true };
  return renderWithProviders(<ConcertsTodayPage />, { path });
}

const results = () => document.getElementById(RESULTS_ID) as HTMLElement;
const titles = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
    .sort();
const quick = () => screen.getByRole('group', { name: 'Filtros rápidos' });

describe('ConcertsTodayPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installDomStubs();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the music running today, not what ended yesterday or starts tomorrow', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Conciertos hoy en Bilbao' })).toBeInTheDocument();
    expect(screen.getByText('Miércoles 25 de noviembre')).toBeInTheDocument();
    expect(titles()).toEqual(['Concierto de la tarde', 'Coro gratis', 'Jazz toda la semana']);
    expect(within(results()).getByText('3 eventos encontrados')).toBeInTheDocument();
  });

  it.each([
    ['?categoria=cine', 'Cine hoy en Bilbao', ['Cine de hoy']],
    [
      '?categoria=musica',
      'Conciertos hoy en Bilbao',
      ['Concierto de la tarde', 'Coro gratis', 'Jazz toda la semana'],
    ],
    ['?categoria=jazz', 'Conciertos hoy en Bilbao', ['Jazz toda la semana']],
  ])('%s overrides the category', (query, heading, expected) => {
    renderPage(`/conciertos-hoy${query}`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(titles()).toEqual(expected);
  });

  it('quick chips: Gratis, time of day and subcategories', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(quick()).getByRole('button', { name: 'Gratis' }));
    expect(titles()).toEqual(['Coro gratis']);
    expect(within(quick()).getByRole('button', { name: 'Gratis' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(quick()).getByRole('button', { name: 'Gratis' }));
    await user.click(within(quick()).getByRole('button', { name: 'Tarde' }));
    expect(titles()).toEqual(['Concierto de la tarde']);
    await user.click(within(quick()).getByRole('button', { name: 'Tarde' }));
    await user.click(within(quick()).getByRole('button', { name: 'Jazz' }));
    expect(titles()).toEqual(['Jazz toda la semana']);
    await user.click(within(quick()).getByRole('button', { name: 'Clásica' }));
    expect(titles()).toEqual(['Coro gratis', 'Jazz toda la semana']);
  });

  it('offers its three sorts and nine cards a page', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      ev({ id: `m${i}`, title: `Concierto ${i + 1}`, startDate: '2026-11-25', price: i }),
    );
    renderPage('/conciertos-hoy', many);
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Próximos a terminar', 'Fecha (más próximos)', 'Precio (menor a mayor)']);
    expect(within(results()).getAllByRole('article')).toHaveLength(9);
    expect(within(results()).getByText('Página 1 de 2')).toBeInTheDocument();
  });

  it('keeps nine cards a page on phones, with the Filtros button and no sidebar', () => {
    mockViewport(390);
    const many = Array.from({ length: 12 }, (_, i) =>
      ev({ id: `m${i}`, title: `Concierto ${i + 1}`, startDate: '2026-11-25' }),
    );
    renderPage('/conciertos-hoy', many);
    expect(within(results()).getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('button', { name: /^Filtros/ })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: /Filtros/ })).not.toBeInTheDocument();
  });

  it('has a desktop side filter without dates (the day is today)', () => {
    renderPage();
    const side = screen.getByRole('complementary', { name: /Filtros/ });
    expect(within(side).getByRole('searchbox', { name: 'Buscar eventos' })).toBeInTheDocument();
    expect(within(side).queryByRole('button', { name: /Elegir fechas/ })).not.toBeInTheDocument();
  });

  it('when empty: Limpiar filtros and a link to the weekend', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'zzzz');
    expect(within(results()).getByText('No se encontraron eventos')).toBeInTheDocument();
    expect(within(results()).getByRole('link', { name: 'Ver planes del fin de semana' })).toHaveAttribute(
      'href',
      '/fin-de-semana',
    );
    const clear = within(results()).getAllByRole('button', { name: 'Limpiar filtros' });
    await user.click(clear.at(-1)!);
    expect(titles()).toHaveLength(3);
  });

  it('shows breadcrumbs and the Más Música links', () => {
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Conciertos hoy')).toHaveAttribute('aria-current', 'page');
    const more = screen.getByRole('region', { name: 'Más Música' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/fin-de-semana', '/?categoria=musica', '/?categoria=gastronomia', '/?categoria=infantil']);
  });

  it('writes an ItemList of the events’ pages and a BreadcrumbList', async () => {
    renderPage();
    const read = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
      );
    await waitFor(() => expect(read().map((d) => d['@type'])).toEqual(['ItemList', 'BreadcrumbList']));
    const [list, crumbs] = read() as [
      { itemListElement: Array<{ url: string }> },
      { itemListElement: Array<{ name: string; item: string }> },
    ];
    expect(list.itemListElement).toHaveLength(3);
    for (const item of list.itemListElement)
      expect(item.url).toMatch(/^https?:\/\/.+\/event\/(week|early|free)--/);
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Inicio', 'Conciertos hoy']);
    expect(crumbs.itemListElement[1]?.item).toMatch(/\/conciertos-hoy$/);
    expect(document.title).toBe('Conciertos hoy en Bilbao | Agenda Norte');
  });
});
