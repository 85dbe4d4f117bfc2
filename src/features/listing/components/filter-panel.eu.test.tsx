import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { FilterTriggerButton } from './filter-sheet-trigger';
import { PanelHarness } from './test-panel-harness';
import { installDomStubs } from './test-support';

describe('the filter panel in Basque', () => {
  beforeEach(() => {
    installDomStubs();
    setPageLocale('eu');
  });
  afterEach(() => setPageLocale('es'));

  it('names its groups, controls and chips in Basque', async () => {
    const user = userEvent.setup();
    render(<PanelHarness />);
    const panel = screen.getByRole('complementary', { name: /Iragazkiak/ });
    await within(panel).findByRole('slider', { name: 'Gehieneko prezioa' });
    for (const legend of ['Bilatu', 'Datak', 'Kategoriak', 'Lekuak', 'Prezioa', 'Ordutegia', 'Hizkuntza'])
      expect(within(panel).getByText(legend, { selector: 'legend' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edozein data. Aukeratu datak' })).toBeInTheDocument();
    expect(within(panel).getByText('Bizkaiko beste leku batzuk')).toBeInTheDocument();
    expect(screen.queryByText('Categorías')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('switch', { name: 'Doako ekitaldiak soilik' }));
    await user.click(within(panel).getByRole('button', { name: 'Gaua' }));
    const bar = screen.getByRole('region', { name: 'Iragazki aktiboak' });
    expect(within(bar).getByRole('button', { name: 'Kendu iragazkia: Doan' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Kendu iragazkia: Gaua' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Garbitu iragazkiak' })).toBeInTheDocument();
    expect(screen.queryByText('Limpiar filtros')).not.toBeInTheDocument();
  });

  it("the phone's button counts the active filters in Basque", () => {
    render(<FilterTriggerButton count={2} />);
    expect(screen.getByRole('button', { name: 'Iragazkiak 2 aktibo' })).toHaveTextContent('Iragazkiak 2');
  });
});
