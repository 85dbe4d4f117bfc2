import { describe, expect, it } from 'vitest';
import {
  categoryGroup,
  clearFilters,
  EMPTY_FILTERS,
  setDateRange,
  setFreeOnly,
  setMaxPrice,
  toggleGroup,
  toggleHorario,
  toggleIdioma,
} from './toggles';

const MUSICA_ALL = ['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales'];

describe('a category chip: toggleGroup of its categoryGroup', () => {
  it.each([
    [[], 'musica', MUSICA_ALL, 'parent selects itself and all children'],
    [MUSICA_ALL, 'musica', [], 'all selected → all deselected'],
    [['cine', ...MUSICA_ALL], 'musica', ['cine'], 'other selections stay'],
    [
      ['jazz'],
      'musica',
      ['jazz', 'musica', 'clasica', 'moderna', 'festivales-musicales'],
      'some selected → completes the group',
    ],
    [[], 'jazz', ['jazz'], 'a child toggles alone'],
    [MUSICA_ALL, 'jazz', ['musica', 'clasica', 'moderna', 'festivales-musicales'], 'a child deselects alone'],
    [['gastronomia'], 'gastronomia', [], 'childless category toggles alone'],
  ])('%j + %s → %j (%s)', (selected, id, expected) => {
    const before = [...selected];
    expect(toggleGroup(selected, categoryGroup(id))).toEqual(expected);
    expect(selected).toEqual(before);
  });
});

describe('other transitions', () => {
  it('enabling free-only clears the price range; disabling keeps it', () => {
    const priced = { ...clearFilters(), priceRange: [null, 40] as [number | null, number | null] };
    expect(setFreeOnly(priced, true)).toMatchObject({ isFreeOnly: true, priceRange: [null, null] });
    expect(setFreeOnly(priced, false).priceRange).toEqual([null, 40]);
  });

  it.each([
    [40, 40],
    [0, 0],
    [100, null],
    [150, null],
    [null, null],
    [-5, 0],
  ])('setMaxPrice(%s) → bound %s (100 = the default maximum = no bound)', (max, expected) => {
    expect(setMaxPrice(clearFilters(), max).priceRange).toEqual([null, expected]);
  });

  it('hour chips toggle independently', () => {
    const once = toggleHorario(clearFilters(), 'noche');
    expect(once.horario).toEqual({ manana: false, tarde: false, noche: true });
    expect(toggleHorario(toggleHorario(once, 'manana'), 'noche').horario).toEqual({
      manana: true,
      tarde: false,
      noche: false,
    });
  });

  it.each<['eu' | 'es' | null, 'eu' | 'es', 'eu' | 'es' | null]>([
    // before, chosen, after
    [null, 'eu', 'eu'],
    [null, 'es', 'es'],
    ['eu', 'es', 'es'],
    ['es', 'eu', 'eu'],
    ['eu', 'eu', null],
    ['es', 'es', null],
  ])('language %s, choosing %s → %s', (before, chosen, after) => {
    expect(toggleIdioma({ ...clearFilters(), idioma: before }, chosen).idioma).toBe(after);
  });

  it.each([
    ['2025-03-10', '2025-03-12', { from: '2025-03-10', to: '2025-03-12' }],
    ['2025-03-10', undefined, { from: '2025-03-10', to: '2025-03-10' }],
    [undefined, '2025-03-12', { from: '2025-03-12', to: '2025-03-12' }],
    ['2025-03-12', '2025-03-10', { from: '2025-03-10', to: '2025-03-12' }],
    [undefined, undefined, null],
    ['', '', null],
  ])('setDateRange(%s, %s) → %j', (from, to, expected) => {
    expect(setDateRange(clearFilters(), from, to).dateRange).toEqual(expected);
  });

  it('clearFilters returns a fresh empty state equal to EMPTY_FILTERS, which is frozen', () => {
    const a = clearFilters();
    a.categories.push('x');
    expect(clearFilters()).toEqual(EMPTY_FILTERS);
    expect(EMPTY_FILTERS.priceRange).toEqual([null, null]);
    expect(Object.isFrozen(EMPTY_FILTERS.categories)).toBe(true);
  });
});
