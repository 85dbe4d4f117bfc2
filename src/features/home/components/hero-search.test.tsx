import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/render';
import { bilbao } from '@/features/listing/domain/test-events';
import { clearFilters } from '@/features/listing/domain/toggles';
import { HeroSearch } from './hero-search';

/**
 * The text room of the search box on a 390 px phone: the hero's side padding (16 px each side), the
 * form's (8 px each side), the box's border (1 px each side), its left padding (12 px) and the clear
 * button's room on the right (44 px).
 */
const PHONE_TEXT_ROOM = 390 - 2 * 16 - 2 * 8 - 2 * 1 - 12 - 44;
/**
 * Width of a character of the placeholder at the phone's 16 px: half an em, a little above the
 * system sans' average for Spanish text (the old placeholder was cut after 36 characters, 7.9 px each).
 */
const CHARACTER_WIDTH = 16 * 0.5;

describe('HeroSearch', () => {
  it('has a placeholder that fits whole in the search box of a 390 px phone', () => {
    renderWithProviders(
      <HeroSearch city={bilbao} filters={clearFilters()} onChange={vi.fn()} onShowResults={vi.fn()} />,
    );
    const placeholder = screen
      .getByRole('searchbox', { name: 'Buscar eventos en Bilbao' })
      .getAttribute('placeholder');
    expect(placeholder).toBeTruthy();
    expect(Array.from(placeholder ?? '').length * CHARACTER_WIDTH).toBeLessThanOrEqual(PHONE_TEXT_ROOM);
  });
});
