import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import type * as EventsQueriesModule from '@/features/events/api/events-queries';
import type { CityEventsState } from '@/features/events/api/use-city-events';
import { installDomStubs } from '@/features/listing/components/test-support';
import { RESULTS_ID } from '@/features/listing/hooks/scroll-to-results';
import { getLanding } from '../domain/landings';
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

function renderAt(id: 'fin-de-semana' | 'sabado', now: Date) {
  vi.setSystemTime(now);
  state = { events: landingEvents(), isLoading: false, error: null, allEventsLoaded: true };
  return renderWithProviders(<LandingPage landing={getLanding(id)} />, { path: `/${id}` });
}

const results = () => document.getElementById(RESULTS_ID) as HTMLElement;
const titles = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
    .sort();
const dates = () => screen.getByTestId('landing-dates').textContent;
const chip = (label: string) => screen.getByRole('button', { name: `Quitar filtro: ${label}` });
// 11:00 in Madrid on each day.
const at = (day: string) => new Date(`${day}T10:00:00Z`);

const WEEKEND = 'Del viernes 27 al domingo 29 de noviembre';
const FRI_TO_SUN = [
  'Concierto de jazz',
  'Exposición de grabado',
  'Fiestas de Santutxu',
  'Jornadas del pintxo',
  'Orquesta sinfónica',
];

describe('date landings', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installDomStubs();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    // Events that ended before today are hidden, so inside the weekend the list shrinks.
    ['lunes', '2026-11-23', FRI_TO_SUN],
    ['jueves', '2026-11-26', FRI_TO_SUN],
    ['viernes', '2026-11-27', FRI_TO_SUN],
    [
      'sábado',
      '2026-11-28',
      ['Exposición de grabado', 'Fiestas de Santutxu', 'Jornadas del pintxo', 'Orquesta sinfónica'],
    ],
    ['domingo', '2026-11-29', ['Exposición de grabado', 'Jornadas del pintxo']],
  ])('/fin-de-semana on %s %s: Friday 27 to Sunday 29', (_name, day, expected) => {
    renderAt('fin-de-semana', at(day));
    expect(dates()).toBe(WEEKEND);
    expect(chip('27–29 nov')).toBeInTheDocument();
    expect(titles()).toEqual(expected);
    expect(within(results()).getByText(`${expected.length} eventos encontrados`)).toBeInTheDocument();
  });

  it.each([
    [
      'lunes',
      '2026-11-23',
      'Sábado 28 de noviembre',
      '28 nov',
      ['Exposición de grabado', 'Fiestas de Santutxu', 'Orquesta sinfónica'],
    ],
    [
      'jueves',
      '2026-11-26',
      'Sábado 28 de noviembre',
      '28 nov',
      ['Exposición de grabado', 'Fiestas de Santutxu', 'Orquesta sinfónica'],
    ],
    [
      'viernes',
      '2026-11-27',
      'Sábado 28 de noviembre',
      '28 nov',
      ['Exposición de grabado', 'Fiestas de Santutxu', 'Orquesta sinfónica'],
    ],
    [
      'sábado',
      '2026-11-28',
      'Sábado 28 de noviembre',
      '28 nov',
      ['Exposición de grabado', 'Fiestas de Santutxu', 'Orquesta sinfónica'],
    ],
    [
      'domingo',
      '2026-11-29',
      'Sábado 5 de diciembre',
      '5 dic',
      ['Exposición de grabado', 'Visita de diciembre'],
    ],
  ])('/sabado on %s %s → %s', (_name, day, label, chipLabel, expected) => {
    renderAt('sabado', at(day));
    expect(dates()).toBe(label);
    expect(chip(chipLabel)).toBeInTheDocument();
    expect(titles()).toEqual(expected);
  });

  it('/sabado: Limpiar filtros returns to that Saturday, not to no date', async () => {
    const user = userEvent.setup();
    renderAt('sabado', WEDNESDAY);
    const saturday = ['Exposición de grabado', 'Fiestas de Santutxu', 'Orquesta sinfónica'];
    // At the preset there is nothing to clear.
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();

    await user.click(chip('28 nov'));
    expect(within(results()).getByText('9 eventos encontrados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(chip('28 nov')).toBeInTheDocument();
    expect(titles()).toEqual(saturday);

    // Another filter on top of the Saturday, then cleared: the Saturday stays.
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar eventos' }), 'orquesta');
    expect(titles()).toEqual(['Orquesta sinfónica']);
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(titles()).toEqual(saturday);
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('');
    expect(chip('28 nov')).toBeInTheDocument();
  });
});
