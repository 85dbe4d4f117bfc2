import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Filters } from '@/features/listing/domain/types';
import { renderPanelHarness } from './test-render-panel';
import { installDomStubs } from './test-support';

const state = (): Filters => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Filters;
const chipBar = () => screen.queryByRole('region', { name: 'Filtros activos' });
const panel = () => screen.getByRole('complementary', { name: /Filtros/ });
const MUSICA = ['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales'];

describe('FilterPanel', () => {
  beforeEach(installDomStubs);

  it('a parent category toggles all its subcategories, and deselects them all when all are selected', async () => {
    const user = userEvent.setup();
    await renderPanelHarness();
    const musica = within(panel()).getByRole('button', { name: 'Música' });
    await user.click(musica);
    expect(state().categories).toEqual(MUSICA);
    expect(musica).toHaveAttribute('aria-pressed', 'true');
    // One chip for the whole group.
    expect(within(chipBar()!).getAllByRole('button', { name: /^Quitar filtro/ })).toHaveLength(1);
    expect(within(chipBar()!).getByRole('button', { name: 'Quitar filtro: Música' })).toBeInTheDocument();

    await user.click(musica);
    expect(state().categories).toEqual([]);
    expect(musica).toHaveAttribute('aria-pressed', 'false');
    expect(chipBar()).not.toBeInTheDocument();
  });

  it('a subcategory toggles alone, and the parent then completes the group', async () => {
    const user = userEvent.setup();
    await renderPanelHarness();
    await user.click(within(panel()).getByRole('button', { name: 'Ver subcategorías de Música' }));
    await user.click(within(panel()).getByRole('button', { name: 'Jazz' }));
    expect(state().categories).toEqual(['jazz']);
    expect(within(panel()).getByRole('button', { name: 'Música' })).toHaveAttribute('aria-pressed', 'mixed');
    expect(within(chipBar()!).getByRole('button', { name: 'Quitar filtro: Jazz' })).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Música' }));
    expect([...state().categories].sort()).toEqual([...MUSICA].sort());
  });

  it('turning on free-only clears the maximum price', async () => {
    const user = userEvent.setup();
    await renderPanelHarness();
    const slider = within(panel()).getByRole('slider', { name: 'Precio máximo' });
    fireEvent.change(slider, { target: { value: '40' } });
    expect(state().priceRange).toEqual([null, 40]);
    expect(within(chipBar()!).getByRole('button', { name: 'Quitar filtro: Hasta 40 €' })).toBeInTheDocument();

    await user.click(within(panel()).getByRole('switch', { name: 'Solo eventos gratis' }));
    expect(state()).toMatchObject({ isFreeOnly: true, priceRange: [null, null] });
    expect(within(chipBar()!).queryByRole('button', { name: /Hasta 40/ })).not.toBeInTheDocument();
    expect(within(chipBar()!).getByRole('button', { name: 'Quitar filtro: Gratis' })).toBeInTheDocument();
    expect(slider).toHaveValue('100');
    expect(slider).toBeDisabled();
  });

  it('shows a removable chip per active filter and counts each group once', async () => {
    const user = userEvent.setup();
    await renderPanelHarness();
    await user.click(within(panel()).getByRole('button', { name: 'Mañana' }));
    await user.click(within(panel()).getByRole('button', { name: 'Noche' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Artista' }), 'Zetak');
    await user.click(within(panel()).getByRole('button', { name: 'Cine' }));

    const bar = within(chipBar()!);
    for (const label of ['Mañana', 'Noche', 'Artista: Zetak', 'Cine']) {
      expect(bar.getByRole('button', { name: `Quitar filtro: ${label}` })).toBeInTheDocument();
    }
    // Time of day (2 chips), artist and categories: 3 groups.
    expect(within(panel()).getByRole('heading', { name: /Filtros/ })).toHaveTextContent('Filtros3 activos');

    await user.click(bar.getByRole('button', { name: 'Quitar filtro: Noche' }));
    expect(state().horario).toEqual({ manana: true, tarde: false, noche: false });
    expect(within(panel()).getByRole('button', { name: 'Noche' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(bar.getByRole('button', { name: 'Limpiar filtros' }));
    expect(chipBar()).not.toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: /Filtros/ })).toHaveTextContent(/^Filtros$/);
  });

  it('a town with neighbourhoods is one chip for the group; other places of the province are offered', async () => {
    const user = userEvent.setup();
    await renderPanelHarness();
    await user.click(within(panel()).getByRole('button', { name: 'Bilbao' }));
    expect(state().townsAndNeighborhoods).toEqual(
      expect.arrayContaining(['bilbao', 'abando', 'casco-viejo', 'deusto']),
    );
    expect(within(chipBar()!).getByRole('button', { name: 'Quitar filtro: Bilbao' })).toBeInTheDocument();

    // Removing one neighbourhood also drops the town itself (it would still match all of Bilbao).
    await user.click(within(panel()).getByRole('button', { name: 'Ver barrios y zonas de Bilbao' }));
    await user.click(within(panel()).getByRole('button', { name: 'Deusto' }));
    expect(state().townsAndNeighborhoods).not.toContain('bilbao');
    expect(state().townsAndNeighborhoods).not.toContain('deusto');
    expect(within(panel()).getByRole('button', { name: 'Bilbao' })).toHaveAttribute('aria-pressed', 'mixed');

    await user.click(within(panel()).getByRole('button', { name: 'Otros lugares de Vizcaya' }));
    expect(state().townsAndNeighborhoods).toContain('otros-bilbao');
    expect(
      within(chipBar()!).getByRole('button', { name: 'Quitar filtro: Otros lugares de Vizcaya' }),
    ).toBeInTheDocument();
  });
});
