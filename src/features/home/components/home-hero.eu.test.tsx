import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { bilbao } from '@/features/listing/domain/test-events';
import { clearFilters } from '@/features/listing/domain/toggles';
import { setPageLocale } from '@/i18n/locale';
import { CityCounters } from './city-counters';
import { HeroSearch } from './hero-search';
import { TopBanner } from './top-banner';

describe("the home's first screen in Basque", () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows the banner, the search and the counters in Basque, the city in Basque too', () => {
    renderWithProviders(
      <>
        <TopBanner city={bilbao} onShowEvents={vi.fn()} />
        <HeroSearch city={bilbao} filters={clearFilters()} onChange={vi.fn()} onShowResults={vi.fn()} />
        <CityCounters
          counts={{ today: 20, tonight: 4, weekend: 35, free: 12 }}
          onToday={vi.fn()}
          onTonight={vi.fn()}
          onWeekend={vi.fn()}
          onFree={vi.fn()}
        />
      </>,
    );
    expect(screen.getByText('Bilboko agenda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Joan ekitaldietara/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Bilatu ekitaldiak Bilbon' })).toHaveAttribute(
      'placeholder',
      'Zer egin nahi duzu?',
    );
    expect(
      screen.getByRole('button', { name: '20 ekitaldi gaur. Ikusi gaurko ekitaldiak' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ekitaldiak zifretan' })).toBeInTheDocument();
    expect(screen.queryByText('Ir a los eventos')).not.toBeInTheDocument();
    expect(screen.queryByText('eventos hoy')).not.toBeInTheDocument();
  });
});
