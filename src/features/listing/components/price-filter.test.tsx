import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clearFilters } from '@/features/listing/domain/toggles';
import type { Filters } from '@/features/listing/domain/types';
import { PriceFilter } from './price-filter';

function Harness({ initial = clearFilters() }: { initial?: Filters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <PriceFilter
        isFreeOnly={filters.isFreeOnly}
        maxPrice={filters.priceRange[1]}
        onChange={(update) => setFilters(update)}
      />
      <output data-testid="max">{String(filters.priceRange[1])}</output>
    </>
  );
}

const box = () => screen.getByRole('spinbutton', { name: 'Hasta' });

describe('PriceFilter', () => {
  it("without a maximum says 'Sin límite' everywhere: no 'Hasta 100 €' beside it", () => {
    render(<Harness />);
    expect(screen.getByText('Sin límite')).toBeInTheDocument();
    expect(box()).toHaveValue(null);
    expect(box()).toHaveAttribute('placeholder', 'Sin límite');
    expect(screen.getByRole('slider', { name: 'Precio máximo' })).toHaveAttribute(
      'aria-valuetext',
      'Sin límite',
    );
  });

  it('with a maximum shows the same amount in the label and the box; emptying the box removes it', () => {
    render(<Harness initial={{ ...clearFilters(), priceRange: [null, 20] }} />);
    expect(screen.getByText('20 €')).toBeInTheDocument();
    expect(box()).toHaveValue(20);
    fireEvent.change(box(), { target: { value: '35' } });
    expect(screen.getByTestId('max')).toHaveTextContent('35');
    expect(screen.getByText('35 €')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: '' } });
    expect(screen.getByTestId('max')).toHaveTextContent('null');
    expect(screen.getByText('Sin límite')).toBeInTheDocument();
    expect(box()).toHaveValue(null);
  });
});
