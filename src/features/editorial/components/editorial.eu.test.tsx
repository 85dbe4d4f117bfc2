import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDITORIAL_CITY_IDS, loadEditorialArticles } from '@/content/editorial';
import { setPageLocale } from '@/i18n/locale';
import { renderWithProviders } from '../../../../tests/utils/render';
import { formatPublished } from '../domain/list';
import { ArticlePage } from './article-page';
import { EditorialPage } from './editorial-page';

beforeAll(async () => {
  await Promise.all(EDITORIAL_CITY_IDS.map(loadEditorialArticles));
});

async function renderPage(ui: ReactElement, path: string) {
  await act(async () => {
    renderWithProviders(ui, { path });
  });
}

describe('editorial pages in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows the list interface (search, sort, count, read more) in Basque', async () => {
    await renderPage(<EditorialPage />, '/eu/editorial');
    expect(screen.getByRole('heading', { level: 1, name: 'Bilbao: gidak eta planak' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Artikuluak' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Bilatu artikuluak' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Berrienak' })).toBeInTheDocument();
    expect(screen.getByText('3 artikulu')).toBeInTheDocument();
    expect(screen.getAllByText('Irakurri artikulua →')).toHaveLength(3);
    expect(screen.getByText('2025eko uztailaren 30a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ekitaldi guztiak' })).toBeInTheDocument();
    expect(screen.queryByText('Leer artículo →')).not.toBeInTheDocument();
    expect(screen.queryByText('Buscar artículos')).not.toBeInTheDocument();
  });

  it("says in Basque that an article doesn't exist, in the page and its title", async () => {
    await renderPage(<ArticlePage articleId="99" />, '/eu/editorial/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ez da artikulua aurkitu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Itzuli editorialera' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ez da artikulua aurkitu | Agenda Norte'));
  });

  it('writes publication dates the Basque way', () => {
    expect(formatPublished('2025-06-12')).toBe('2025eko ekainaren 12a');
    expect(formatPublished('2025-01-01')).toBe('2025eko urtarrilaren 1a');
  });
});
