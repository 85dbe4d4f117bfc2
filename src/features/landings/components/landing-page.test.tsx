import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import type * as EventsQueriesModule from '@/features/events/api/events-queries';
import type { CityEventsState } from '@/features/events/api/use-city-events';
import { installDomStubs, mockViewport } from '@/features/listing/components/test-support';
import { RESULTS_ID } from '@/features/listing/hooks/scroll-to-results';
import { setPageLocale } from '@/i18n/locale';
import { getLanding, type LandingId } from '../domain/landings';
import { LandingPage } from './landing-page';
import { landingEvents, WEDNESDAY } from './test-fixtures';

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

function renderLanding(id: LandingId, path: string, overrides: Partial<CityEventsState> = {}) {
  state = { events: landingEvents(), isLoading: false, error: null, allEventsLoaded: true, ...overrides };
  return renderWithProviders(<LandingPage landing={getLanding(id)} />, { path });
}

/** The results block (the section the hero's 'Ver eventos' and the pager scroll to). */
const results = () => {
  const section = document.getElementById(RESULTS_ID);
  if (!section) throw new Error('no results section');
  return section;
};
const titles = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
    .sort();

/** Opens the phone's filter sheet once its chunk has loaded (until then the button is a stand-in). */
async function openFilterSheet(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const trigger = () => screen.getByRole('button', { name: 'Filtros 1 activo' });
  await waitFor(() => expect(trigger()).toHaveAttribute('data-state'), { timeout: 10_000 });
  await user.click(trigger());
  return screen.findByRole('dialog', { name: 'Filtros' });
}

describe('LandingPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installDomStubs();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'musica',
      '/musica',
      'Música en directo en Bilbao',
      'Música',
      ['Concierto de jazz', 'Orquesta sinfónica'],
    ],
    [
      'fiestas',
      '/fiestas',
      'Fiestas y tardeos en el Botxo',
      'Fiestas y festivales',
      ['Fiestas de Santutxu', 'Tardeo en Pozas'],
    ],
    [
      'fiestas',
      '/tardeos',
      'Fiestas y tardeos en el Botxo',
      'Fiestas y festivales',
      ['Fiestas de Santutxu', 'Tardeo en Pozas'],
    ],
    ['gastronomia', '/gastronomia', 'Planes gastronómicos en Bilbao', 'Gastronomía', ['Jornadas del pintxo']],
    ['familia', '/familia', 'Planes en familia en el Botxo', 'Infantil', ['Cuentacuentos']],
    [
      'cultura',
      '/cultura',
      'Cultura y exposiciones en Bilbao',
      'Arte y exposiciones',
      ['Exposición de grabado'],
    ],
    [
      'casco-viejo',
      '/casco-viejo',
      'Planes en el Casco Viejo de Bilbao',
      'Casco Viejo',
      ['Cine en la plaza', 'Jornadas del pintxo'],
    ],
  ] as const)('%s at %s shows only its preset’s events', async (id, path, hero, chip, expected) => {
    const user = userEvent.setup();
    renderLanding(id, path);
    expect(screen.getByRole('heading', { level: 1, name: hero })).toBeInTheDocument();
    expect(titles()).toEqual(expected);
    const count = expected.length === 1 ? '1 evento encontrado' : `${expected.length} eventos encontrados`;
    expect(within(results()).getByText(count)).toBeInTheDocument();
    // The preset is a chip like any filter: removing it shows every upcoming event (9; one has ended).
    await user.click(screen.getByRole('button', { name: `Quitar filtro: ${chip}` }));
    expect(within(results()).getByText('9 eventos encontrados')).toBeInTheDocument();
    // 'Limpiar filtros' brings the preset back.
    await user.click(within(results()).getByRole('button', { name: 'Limpiar filtros' }));
    expect(titles()).toEqual(expected);
  });

  it('adds the visitor’s filters on top of the preset (?tag=)', () => {
    renderLanding('musica', '/musica?tag=sinfonica');
    expect(titles()).toEqual(['Orquesta sinfónica']);
    expect(within(results()).getByText('1 evento encontrado')).toBeInTheDocument();
  });

  it('writes its own title, canonical URL and social tags (tardeos is the fiestas page)', async () => {
    renderLanding('musica', '/musica');
    await waitFor(() =>
      expect(document.title).toBe('Música en directo en Bilbao: conciertos y festivales | Agenda Norte'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/musica$/);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(
      /\/musica$/,
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain(
      'conciertos Bilbao',
    );
  });

  it('/tardeos is the fiestas page: its canonical URL is /fiestas', async () => {
    renderLanding('fiestas', '/tardeos');
    await waitFor(() => expect(document.title).toBe('Fiestas y tardeos en Bilbao | Agenda Norte'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/fiestas$/);
  });

  it('on phones: the Filtros button opens the panel in a bottom sheet, with the preset on', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderLanding('musica', '/musica');
    expect(screen.queryByRole('complementary', { name: /Filtros/ })).not.toBeInTheDocument();
    const sheet = await openFilterSheet(user);
    expect(within(sheet).getByRole('button', { name: /^Ver eventos \(2\)/ })).toBeInTheDocument();
  });

  it('on phones: a search typed in the open sheet updates its count and the card under it', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderLanding('musica', '/musica');
    const sheet = await openFilterSheet(user);
    // In page order (the listing is hidden from assistive technology under the sheet).
    const shown = () => [...results().querySelectorAll('article h3')].map((heading) => heading.textContent);
    const [first] = shown();
    const other = first === 'Concierto de jazz' ? 'Orquesta sinfónica' : 'Concierto de jazz';

    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Buscar eventos' }), {
      target: { value: other },
    });
    expect(within(sheet).getByRole('button', { name: /^Ver eventos \(1\)/ })).toBeInTheDocument();
    await waitFor(() => expect(shown()).toEqual([other]));
  });

  it('says Cargando eventos... while loading', () => {
    renderLanding('cultura', '/cultura', { events: [], isLoading: true, allEventsLoaded: false });
    expect(within(results()).getByText('Cargando eventos...')).toBeInTheDocument();
  });

  it('is friendly when empty: a link to all events, and Limpiar filtros only when the visitor filtered', async () => {
    const user = userEvent.setup();
    renderLanding('gastronomia', '/gastronomia', { events: [] });
    expect(within(results()).getByText('No se encontraron eventos')).toBeInTheDocument();
    expect(
      within(results()).getByText(/no hay planes gastronómicos anunciados en Bilbao/),
    ).toBeInTheDocument();
    expect(within(results()).getByRole('link', { name: 'Ver todos los eventos' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(results()).queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
    expect(within(results()).getByText('0 eventos encontrados')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'zz');
    expect(within(results()).getAllByRole('button', { name: 'Limpiar filtros' }).length).toBeGreaterThan(0);
  });

  it('invites to follow the city on Instagram', () => {
    renderLanding('familia', '/familia');
    expect(screen.getByRole('link', { name: /Síguenos en @agendanorte\.bilbao/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/agendanorte.bilbao',
    );
  });
});

describe('LandingPage in Basque', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installDomStubs();
    mockViewport(1280);
    setPageLocale('eu');
  });
  afterEach(() => {
    setPageLocale('es');
    vi.unstubAllGlobals();
  });

  it('shows the landing copy in Basque, the city declined', () => {
    renderLanding('musica', '/musica');
    expect(screen.getByRole('heading', { level: 1, name: 'Zuzeneko musika Bilbon' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bilboko kontzertuak eta musika' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Música en directo en Bilbao')).not.toBeInTheDocument();
  });

  it('says so in Basque when nothing is left', () => {
    renderLanding('fin-de-semana', '/fin-de-semana', { events: [] });
    expect(screen.getByText('Ez da ekitaldirik aurkitu')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Oraindik ez dago ekitaldirik iragarrita asteburu honetarako Bilbon iragazki hauekin\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ikusi ekitaldi guztiak' })).toBeInTheDocument();
    expect(screen.queryByText('No se encontraron eventos')).not.toBeInTheDocument();
  });
});
