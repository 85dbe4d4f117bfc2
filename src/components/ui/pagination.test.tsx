import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobilePagination, Pagination } from './pagination';

/** The pager's page buttons and ellipses, in order: numbers as numbers, '…' for an ellipsis. */
function items(): Array<number | '…'> {
  const list = within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('list');
  return [...list.children]
    .map((li) => li.textContent?.trim() ?? '')
    .filter((text) => text !== 'Anterior' && text !== 'Siguiente')
    .map((text) => (text === '…' ? '…' : Number(text)));
}

describe('Pagination', () => {
  it.each([
    [1, 10, [1, 2, 3, '…']],
    [5, 10, ['…', 4, 5, 6, '…']],
    [10, 10, ['…', 8, 9, 10]],
    [2, 3, [1, 2, 3]],
  ])('page %i of %i shows %j', (page, total, expected) => {
    render(<Pagination page={page} totalPages={total} onPageChange={() => {}} />);
    expect(screen.getByText(`Página ${page} de ${total}`)).toBeInTheDocument();
    expect(items()).toEqual(expected);
    expect(screen.getByRole('button', { name: `Página ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('Anterior and Siguiente move one page and are disabled at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);

    rerender(<Pagination page={4} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the mobile pager shows the page out of the total with previous and next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<MobilePagination page={2} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 2 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });
});
