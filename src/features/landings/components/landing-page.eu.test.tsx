import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import type * as EventsQueriesModule from '@/features/events/api/events-queries';
import type { CityEventsState } from '@/features/events/api/use-city-events';
import { installDomStubs, mockViewport } from '@/features/listing/components/test-support';
import { setPageLocale } from '@/i18n/locale';
import { getLanding, type LandingId } from '../domain/landings';
import { LandingPage } from './landing-page';
import { landingEvents } from './test-fixtures';

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

function renderLanding(id: LandingId, path: string, events = landingEvents()) {
  state = { events, isLoading: false, error: null, allEventsLoaded: true };
  return renderWithProviders(<LandingPage landing={getLanding(id)} />, { path });
}

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
    renderLanding('fin-de-semana', '/fin-de-semana', []);
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
