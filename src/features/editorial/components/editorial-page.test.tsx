import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITORIAL_CITY_IDS, loadEditorialArticles } from '@/content/editorial';
import { renderWithProviders } from '../../../../tests/utils/render';
import { EditorialPage } from './editorial-page';

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

describe('EditorialPage', () => {
  it("lists the active city's articles (Bilbao by default)", async () => {
    await renderPage(<EditorialPage />, '/editorial');
    expect(screen.getByRole('heading', { level: 1, name: 'Guías y planes en Bilbao' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Casco Viejo: las Siete Calles y sus pintxos' }),
    ).toHaveAttribute('href', '/editorial/1');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows the city of ?city= and carries it in the article links', async () => {
    await renderPage(<EditorialPage />, '/editorial?city=pamplona');
    expect(screen.getByRole('heading', { level: 1, name: 'Guías y planes en Pamplona' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'San Fermín: guía práctica para vivirlo' }),
    ).toHaveAttribute('href', '/editorial/1?city=pamplona');
  });

  it('falls back to the active city for an unknown ?city=', async () => {
    await renderPage(<EditorialPage />, '/editorial?city=madrid');
    expect(screen.getByRole('heading', { level: 1, name: 'Guías y planes en Bilbao' })).toBeInTheDocument();
    expect(await screen.findByText('Aste Nagusia: guía práctica de la Semana Grande')).toBeInTheDocument();
  });

  it('says honestly how the agenda is made (no AI claims)', async () => {
    const { container } = await renderPage(<EditorialPage />, '/editorial');
    await screen.findAllByRole('heading', { level: 3 });
    expect(
      screen.getByText(
        'Agenda Norte reúne automáticamente agendas públicas, como Kulturklik y agendas municipales, y el equipo revisa cada evento que se envía antes de publicarlo.',
      ),
    ).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\bIA\b|inteligencia artificial|24\/7/i);
  });

  it('links to the listing by category, contact and Instagram', async () => {
    await renderPage(<EditorialPage />, '/editorial');
    await screen.findAllByRole('heading', { level: 3 });
    const links = within(screen.getByRole('region', { name: 'Más planes en Bilbao' }));
    expect(links.getByRole('link', { name: 'Todos los eventos' })).toHaveAttribute('href', '/');
    for (const category of ['musica', 'gastronomia', 'arte', 'deportes']) {
      expect(
        links
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === `/eventos?categoria=${category}`),
      ).toBe(true);
    }
    expect(links.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
    const instagram = links.getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/agendanorte.bilbao');
    expect(instagram).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
