import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { MobilePagination, Pagination } from './pagination';

describe('Pagination in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('names the pages and the steps in Basque', () => {
    render(<Pagination page={2} totalPages={5} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Orrikatzea' })).toBeInTheDocument();
    expect(screen.getByText('2. orria (5 guztira)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aurrekoa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hurrengoa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2. orria' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Página 2 de 5')).not.toBeInTheDocument();
  });

  it('names the compact pager’s buttons in Basque', () => {
    render(<MobilePagination page={2} totalPages={5} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Aurreko orria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hurrengo orria' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página anterior' })).not.toBeInTheDocument();
  });
});
