import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import type * as EventsQueriesModule from '@/features/events/api/events-queries';
import type { CityEventsState } from '@/features/events/api/use-city-events';
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';
import { installDomStubs, mockViewport } from '@/features/listing/components/test-support';
import { HomePage } from './home-page';

let state: CityEventsState;
const retry = vi.fn();

vi.mock('@/features/events/api/use-city-events', () => ({ useCityEvents: () => state }));
vi.mock('@/features/listing/hooks/use-retry-events', () => ({
  useRetryEvents: () => ({ retry, retrying: false }),
}));
vi.mock('@/features/events/api/events-queries', async (importOriginal) => {
  const mod = await importOriginal<typeof EventsQueriesModule>();
  return {
    ...mod,
    eventsQueries: {
      ...mod.eventsQueries,
      trendingCounts: () =>
        queryOptions({ queryKey: mod.eventsKeys.trendingCounts(), queryFn: async () => ({}) }),
      favoriteCounts: (ids: readonly string[]) =>
        queryOptions({ queryKey: mod.eventsKeys.favoriteCounts(ids), queryFn: async () => ({}) }),
    },
  };
});
vi.mock('@/features/tracking/api/tracking-api', () => ({
  trackExternalClick: vi.fn().mockResolvedValue(undefined),
}));

// Wednesday 25 November 2026 in Madrid.
const NOW = new Date('2026-11-25T10:00:00Z');

/** 20 upcoming events in Bilbao (one a day from the 26th), plus a few special ones. */
function fixture(): EventItem[] {
  const days = Array.from({ length: 20 }, (_, i) =>
    makeEvent({
      id: `d${String(i).padStart(2, '0')}`,
      title: `Evento del día ${i + 1}`,
      town: 'Bilbao',
      startDate: `2026-${i < 5 ? '11' : '12'}-${String(i < 5 ? 26 + i : i - 4).padStart(2, '0')}`,
      categoryId: ['cine'],
      price: 10 + i,
      // The last one is featured: far ahead, in no row above the featured block.
      destacado: i === 19 ? 1 : 0,
    }),
  );
  return [
    ...days,
    makeEvent({
      id: 'jazz',
      title: 'Noche de jazz en Bilbo',
      town: 'Bilbao',
      neighborhood: 'Casco Viejo',
      startDate: '2026-11-27',
      categoryId: ['musica'],
      subcategory: ['jazz'],
      tags: ['jazz'],
      destacado: 2,
    }),
    makeEvent({
      id: 'ended',
      title: 'Evento ya terminado',
      town: 'Bilbao',
      startDate: '2026-11-20',
      endDate: '2026-11-24',
      categoryId: ['musica'],
    }),
    makeEvent({
      id: 'free',
      title: 'Visita gratis al Arriaga',
      town: 'Bilbao',
      neighborhood: 'Abando',
      startDate: '2026-11-25',
      isFree: true,
      categoryId: ['visitas'],
    }),
  ];
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderHome(path = '/', overrides: Partial<CityEventsState> = {}) {
  state = { events: fixture(), isLoading: false, error: null, allEventsLoaded: true, ...overrides };
  return renderWithProviders(
    <>
      <HomePage />
      <LocationProbe />
    </>,
    { path },
  );
}

const results = () => screen.getByRole('region', { name: 'Eventos en Bilbao' });
const resultTitles = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const chips = () => screen.queryByRole('region', { name: 'Filtros activos' });
const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

/** Opens the phone's filter sheet and returns it. */
async function openFilterSheet(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  // The sheet's chunk loads just after the page: until then its button is a stand-in (aria-disabled).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('data-state'), {
    timeout: 10_000,
  });
  await user.click(screen.getByRole('button', { name: 'Filtros' }));
  return screen.findByRole('dialog', { name: 'Filtros' });
}

// The whole page renders dozens of cards per step: allow for a loaded machine.
describe('HomePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installDomStubs();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    retry.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says Cargando eventos... while loading', () => {
    renderHome('/', { events: [], isLoading: true, allEventsLoaded: false });
    expect(within(results()).getByText('Cargando eventos...')).toBeInTheDocument();
  });

  it('says Error cargando eventos: {error} on failure, with Reintentar', async () => {
    const user = userEvent.setup();
    renderHome('/', { events: [], error: new Error('fallo de red') });
    expect(within(results()).getByRole('alert')).toHaveTextContent('Error cargando eventos: fallo de red');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says No se encontraron eventos with Limpiar filtros, which clears them', async () => {
    const user = userEvent.setup();
    renderHome('/?categoria=literatura');
    expect(within(results()).getByText('No se encontraron eventos')).toBeInTheDocument();
    await user.click(within(results()).getAllByRole('button', { name: 'Limpiar filtros' }).at(-1)!);
    expect(within(results()).queryByText('No se encontraron eventos')).not.toBeInTheDocument();
    // The URL follows once the filters have settled (FILTERS_URL_SETTLE_MS).
    await waitFor(() => expect(search().has('categoria')).toBe(false));
  });

  it('hides ended events and paginates 9 per page with Página X de Y', async () => {
    const user = userEvent.setup();
    renderHome();
    // 22 upcoming events, 8 of them in the rows above (Hoy, Tendencias, Próximos días, Destacados).
    expect(await within(results()).findByText('14 eventos encontrados')).toBeInTheDocument();
    expect(resultTitles()).toHaveLength(9);
    expect(screen.queryByText('Evento ya terminado')).not.toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(resultTitles()).toHaveLength(5);
  });

  it('a sort change or a filter change returns to page 1', async () => {
    const user = userEvent.setup();
    renderHome();
    await within(results()).findByText('14 eventos encontrados');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveValue('endDate_asc');
    await user.selectOptions(sort, 'price_desc');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    // The jazz night (no price) is in a row above and día 20 in Destacados: the listing goes on below.
    expect(resultTitles().slice(0, 2)).toEqual(['Evento del día 19', 'Evento del día 18']);

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    const sidebar = screen.getByRole('complementary', { name: /Filtros/ });
    await user.click(within(sidebar).getByRole('button', { name: 'Tarde' }));
    await user.click(within(sidebar).getByRole('button', { name: 'Tarde' }));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
  });

  it('the listing leaves out what the rows above show', async () => {
    const user = userEvent.setup();
    renderHome();
    expect(
      within(screen.getByRole('region', { name: 'Hoy en Bilbao' })).getByText('Visita gratis al Arriaga'),
    ).toBeInTheDocument();
    await within(results()).findByText('14 eventos encontrados');
    const listed = [...resultTitles()];
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    listed.push(...resultTitles());
    expect(listed).toHaveLength(14);
    expect(listed).not.toContain('Visita gratis al Arriaga');
    expect(listed).not.toContain('Noche de jazz en Bilbo');
    expect(listed).not.toContain('Evento del día 20');
  });

  it('a search is answered whole, with the events the rows show too', () => {
    renderHome('/?search=jazz');
    expect(resultTitles()).toEqual(['Noche de jazz en Bilbo']);
  });

  it('?categoria=musica selects the category (with its subcategories) and shows its chip', () => {
    renderHome('/?categoria=musica');
    expect(within(chips()!).getByRole('button', { name: 'Quitar filtro: Música' })).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Noche de jazz en Bilbo']);
  });

  it("?ubicacion=casco-viejo becomes the place 'Casco Viejo'", () => {
    renderHome('/?ubicacion=casco-viejo');
    expect(within(chips()!).getByRole('button', { name: 'Quitar filtro: Casco Viejo' })).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Noche de jazz en Bilbo']);
  });

  it('?tag=jazz is the text search; editing the search replaces the URL', async () => {
    const user = userEvent.setup();
    renderHome('/?tag=jazz');
    const input = screen.getByRole('searchbox', { name: 'Buscar eventos en Bilbao' });
    expect(input).toHaveValue('jazz');
    expect(resultTitles()).toEqual(['Noche de jazz en Bilbo']);
    await user.clear(input);
    await user.type(input, 'arriga');
    expect(resultTitles()).toEqual(['Visita gratis al Arriaga']);
    await waitFor(() => expect(search().get('search')).toBe('arriga'));
    expect(search().has('tag')).toBe(false);
  });

  it('shows the per-city counters only once every event is loaded', async () => {
    const { unmount } = renderHome('/', { allEventsLoaded: false });
    expect(screen.queryByRole('button', { name: /eventos hoy/ })).not.toBeInTheDocument();
    unmount();
    const user = userEvent.setup();
    renderHome();
    // Today: the free visit; weekend 27–29 Nov: jazz plus three daily events.
    expect(screen.getByRole('button', { name: /^1 eventos hoy/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^4 este fin de semana/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^1 gratis/ }));
    expect(resultTitles()).toEqual(['Visita gratis al Arriaga']);
  });

  it("'Esta noche' shows today's events from 20:00 (the night slot)", async () => {
    const user = userEvent.setup();
    state = {
      events: [
        ...fixture(),
        makeEvent({
          id: 'night',
          title: 'Concierto de esta noche',
          town: 'Bilbao',
          startDate: '2026-11-25',
          startTime: '21:30',
        }),
        makeEvent({
          id: 'noon',
          title: 'Vermú de mediodía',
          town: 'Bilbao',
          startDate: '2026-11-25',
          startTime: '13:00',
        }),
      ],
      isLoading: false,
      error: null,
      allEventsLoaded: true,
    };
    renderWithProviders(
      <>
        <HomePage />
        <LocationProbe />
      </>,
    );
    await user.click(screen.getByRole('button', { name: /^1 esta noche/ }));
    expect(resultTitles()).toEqual(['Concierto de esta noche']);
    expect(within(chips()!).getByRole('button', { name: 'Quitar filtro: Noche' })).toBeInTheDocument();
    expect(within(chips()!).getByRole('button', { name: 'Quitar filtro: 25 nov' })).toBeInTheDocument();
  });

  it('publishes WebSite structured data with a SearchAction on ?search=', async () => {
    renderHome();
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent ?? '{}',
    );
    expect(data['@type']).toBe('WebSite');
    expect(data.potentialAction.target).toMatch(/\/\?search=\{search_term_string\}$/);
    await waitFor(() => expect(document.title).toContain('Qué hacer en Bilbao'));
  });

  it('on phones: reveals cards 6 at a time, and hides the featured block while a filter is on', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderHome();
    expect(screen.getByRole('heading', { name: 'Destacados' })).toBeInTheDocument();
    expect(resultTitles()).toHaveLength(6);
    expect(within(results()).getByText('Cargando más eventos...')).toBeInTheDocument();
    await user.click(within(results()).getByRole('button', { name: 'Ver más eventos' }));
    expect(resultTitles()).toHaveLength(12);

    const sheet = await openFilterSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Cine' }));
    expect(screen.queryByRole('heading', { name: 'Destacados' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Ver eventos (20)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filtros 1 activo' })).toBeInTheDocument();
  });

  it('on phones: a search typed in the open filter sheet updates its count and the cards under it', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderHome();
    const sheet = await openFilterSheet(user);
    // The listing is under the sheet (hidden from assistive technology while the sheet is open).
    const listing = screen.getByRole('region', { name: 'Eventos en Bilbao', hidden: true });
    const titles = () =>
      within(listing)
        .queryAllByRole('heading', { level: 3, hidden: true })
        .map((heading) => heading.textContent);
    const first = titles()[0];
    expect(first).not.toBe('Noche de jazz en Bilbo');

    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Buscar eventos' }), {
      target: { value: 'jazz' },
    });
    expect(within(sheet).getByRole('button', { name: 'Ver eventos (1)' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Noche de jazz en Bilbo']));
    await user.click(within(sheet).getByRole('button', { name: 'Ver eventos (1)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resultTitles()).toEqual(['Noche de jazz en Bilbo']);
  });

  it('on phones: a date picked in the open filter sheet closes the sheet and shows the results', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderHome();
    const sheet = await openFilterSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Cualquier fecha. Elegir fechas' }));
    await user.click(await screen.findByRole('button', { name: 'Hoy' }));
    // The picker closes after its short pause, and the sheet with it: the results are in view.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filtros 1 activo' })).toBeInTheDocument();
    expect(within(chips()!).getByRole('button', { name: 'Quitar filtro: 25 nov' })).toBeInTheDocument();
  });
});
