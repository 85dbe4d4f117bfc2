import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterTriggerButton } from './filter-sheet-trigger';

// WCAG 2.5.3 (label in name): what the button shows is how voice control users say it, so the
// accessible name must contain the visible text, word for word.
describe('FilterTriggerButton', () => {
  it.each([
    [0, 'Filtros', 'Filtros'],
    [1, 'Filtros 1', 'Filtros 1 activo'],
    [3, 'Filtros 3', 'Filtros 3 activos'],
  ])('with %d filters shows %j and is named %j', (count, visible, name) => {
    render(<FilterTriggerButton count={count} />);
    const button = screen.getByRole('button', { name });
    expect(button.textContent?.trim()).toBe(visible);
    expect(name.toLowerCase()).toContain(visible.toLowerCase());
  });
});
