import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { makeArticles } from '../domain/article.fixture';
import { EditorialList } from './editorial-list';

/** Titles of the article cards shown, in order. */
function shownTitles(): string[] {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

function renderList(count = 13, path = '/editorial') {
  return renderWithProviders(<EditorialList articles={makeArticles(count)} />, { path });
}

describe('EditorialList', () => {
  it('shows 6 articles per page, newest first, with "Página 1 de 3"', () => {
    renderList();
    expect(shownTitles()).toEqual([
      'Artículo 13',
      'Artículo 12',
      'Artículo 11',
      'Artículo 10',
      'Artículo 9',
      'Artículo 8',
    ]);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByText('13 artículos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('pages with Siguiente, Anterior and the page numbers (at most 3)', async () => {
    const user = userEvent.setup();
    renderList();
    const pager = screen.getByRole('navigation', { name: 'Paginación de artículos' });
    expect(within(pager).getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(shownTitles()).toEqual([
      'Artículo 7',
      'Artículo 6',
      'Artículo 5',
      'Artículo 4',
      'Artículo 3',
      'Artículo 2',
    ]);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(shownTitles()).toEqual(['Artículo 1']);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('sorts oldest first and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Más antiguos');
    expect(shownTitles()).toEqual([
      'Artículo 1',
      'Artículo 2',
      'Artículo 3',
      'Artículo 4',
      'Artículo 5',
      'Artículo 6',
    ]);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Más recientes');
    expect(shownTitles()[0]).toBe('Artículo 13');
  });

  it('searches with the project rule and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByLabelText('Buscar artículos'), 'artículo 12');
    expect(shownTitles()).toEqual(['Artículo 12']);
    expect(screen.getByText('1 artículo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación de artículos' })).not.toBeInTheDocument();
  });

  it('forgives accents and a typo', () => {
    renderList();
    fireEvent.change(screen.getByLabelText('Buscar artículos'), { target: { value: 'ARTICULO 13' } });
    expect(shownTitles()).toEqual(['Artículo 13']);
    fireEvent.change(screen.getByLabelText('Buscar artículos'), { target: { value: 'artculo 12' } });
    expect(shownTitles()).toEqual(['Artículo 12']);
  });

  it('says so when nothing matches', () => {
    renderList();
    fireEvent.change(screen.getByLabelText('Buscar artículos'), { target: { value: 'zzzz' } });
    expect(screen.getByText('No hay artículos que coincidan con tu búsqueda.')).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText('0 artículos')).toBeInTheDocument();
  });

  it('reads search, sort and page from the URL', () => {
    renderList(13, '/editorial?orden=antiguos&pagina=2');
    expect(shownTitles()).toEqual([
      'Artículo 7',
      'Artículo 8',
      'Artículo 9',
      'Artículo 10',
      'Artículo 11',
      'Artículo 12',
    ]);
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('antiguos');
  });

  it('shows the last page when the URL asks for one past the end', () => {
    renderList(13, '/editorial?pagina=9');
    expect(shownTitles()).toEqual(['Artículo 1']);
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
  });

  it('links each article, carrying the city when asked', () => {
    renderWithProviders(<EditorialList articles={makeArticles(2)} cityParam="pamplona" />, {
      path: '/editorial',
    });
    expect(screen.getByRole('link', { name: 'Artículo 2' })).toHaveAttribute(
      'href',
      '/editorial/2?city=pamplona',
    );
  });
});
