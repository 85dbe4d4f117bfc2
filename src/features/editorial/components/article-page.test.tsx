import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITORIAL_CITY_IDS, loadEditorialArticles } from '@/content/editorial';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ArticlePage } from './article-page';

// The articles are a separate chunk: load them once up front so the first test does not pay the import.
beforeAll(async () => {
  await Promise.all(EDITORIAL_CITY_IDS.map(loadEditorialArticles));
});

/** Renders inside an awaited act(), so the page's suspended article load settles before asserting. */
async function renderPage(ui: ReactElement, path: string) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(ui, { path });
  });
  return result as ReturnType<typeof renderWithProviders>;
}

describe('ArticlePage', () => {
  it('shows image, title, subtitle, paragraphs, schedule, useful links and map', async () => {
    await renderPage(<ArticlePage articleId="2" />, '/editorial/2');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'La ría y el Guggenheim: paseo de Abando a Abandoibarra',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('De la ría industrial al museo de Frank Gehry, a pie o en bici'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustración de arte y exposiciones' })).toHaveAttribute(
      'src',
      '/images/categories/arte.svg',
    );
    expect(screen.getByText(/abierto en 1997/)).toBeInTheDocument();

    const schedule = screen.getByRole('region', { name: 'Horarios' });
    expect(within(schedule).getAllByRole('listitem').length).toBeGreaterThan(0);

    const links = within(screen.getByRole('region', { name: 'Enlaces útiles' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }

    const map = screen.getByTitle('Mapa de el Museo Guggenheim Bilbao');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toContain('output=embed');

    expect(screen.getByRole('link', { name: 'Volver a la editorial' })).toHaveAttribute('href', '/editorial');
    expect(screen.getByRole('link', { name: 'Ver planes de cultura' })).toHaveAttribute('href', '/cultura');
  });

  it("shows another city's article with ?city= and links back to that city's list", async () => {
    await renderPage(<ArticlePage articleId="1" />, '/editorial/1?city=pamplona');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'San Fermín: guía práctica para vivirlo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la editorial' })).toHaveAttribute(
      'href',
      '/editorial?city=pamplona',
    );
    // Its plans are on Pamplona's own site.
    expect(screen.getByRole('link', { name: 'Ver fiestas y festivales' }).getAttribute('href')).toMatch(
      /^https?:\/\/pamplona\.[^/]+\/fiestas$/,
    );
  });

  it.each(['99', '0', 'abc', ''])("says 'Artículo no encontrado' for id %j, with a link back", async (id) => {
    await renderPage(<ArticlePage articleId={id} />, `/editorial/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la editorial' })).toHaveAttribute('href', '/editorial');
    await waitFor(() => expect(document.title).toBe('Artículo no encontrado | Agenda Norte'));
  });
});
