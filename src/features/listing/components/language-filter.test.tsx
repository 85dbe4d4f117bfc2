import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { renderPanelHarness } from './test-render-panel';
import { installDomStubs } from './test-support';

const events = [
  makeEvent({ id: 'a', title: 'Bertso saioa', language: ['eu'] }),
  makeEvent({ id: 'b', title: 'Kontzertua / Concierto', language: ['es', 'eu'] }),
  makeEvent({ id: 'c', title: 'Teatro en castellano', language: ['es'] }),
  makeEvent({ id: 'd', title: 'Mercadillo', language: [] }),
];

const panel = () => screen.getByRole('complementary', { name: /Filtros/ });
const idioma = () => within(panel()).getByRole('group', { name: 'Idioma' });
const results = () =>
  within(screen.getByRole('list', { name: 'Resultados' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('Idioma filter', () => {
  beforeEach(installDomStubs);

  it("'En euskera' narrows the results to events in Basque; choosing it again shows them all", async () => {
    const user = userEvent.setup();
    await renderPanelHarness({ events });
    expect(results()).toHaveLength(4);

    const euskera = within(idioma()).getByRole('button', { name: 'En euskera' });
    await user.click(euskera);
    expect(euskera).toHaveAttribute('aria-pressed', 'true');
    expect(results()).toEqual(['Bertso saioa', 'Kontzertua / Concierto']);
    const bar = within(screen.getByRole('region', { name: 'Filtros activos' }));
    expect(bar.getByRole('button', { name: 'Quitar filtro: En euskera' })).toBeInTheDocument();

    await user.click(euskera);
    expect(euskera).toHaveAttribute('aria-pressed', 'false');
    expect(results()).toHaveLength(4);
  });

  it("'En castellano' replaces 'En euskera' and keeps events with no language recorded", async () => {
    const user = userEvent.setup();
    await renderPanelHarness({ events });
    await user.click(within(idioma()).getByRole('button', { name: 'En euskera' }));
    await user.click(within(idioma()).getByRole('button', { name: 'En castellano' }));
    expect(within(idioma()).getByRole('button', { name: 'En euskera' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(results()).toEqual(['Kontzertua / Concierto', 'Teatro en castellano', 'Mercadillo']);

    await user.click(screen.getByRole('button', { name: 'Quitar filtro: En castellano' }));
    expect(within(idioma()).getByRole('button', { name: 'En castellano' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(results()).toHaveLength(4);
  });
});
