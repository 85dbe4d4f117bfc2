import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { activeFilterChips, countActiveFilters, hasActiveFilters } from './active';
import { bilbao } from './test-events';
import { clearFilters } from './toggles';
import type { Filters } from './types';

const make = (patch: Partial<Filters>): Filters => ({ ...clearFilters(), ...patch });

describe('hasActiveFilters and countActiveFilters', () => {
  it.each([
    [{}, false, 0],
    [{ search: '  ' }, false, 0],
    [{ search: 'jazz' }, true, 1],
    [{ categories: ['musica', 'jazz', 'cine'] }, true, 1],
    [{ townsAndNeighborhoods: ['abando'] }, true, 1],
    [{ isFreeOnly: true }, true, 1],
    [{ artist: 'Kepa' }, true, 1],
    [{ venue: 'Arriaga' }, true, 1],
    [{ horario: { manana: true, tarde: false, noche: false } }, true, 1],
    [{ horario: { manana: false, tarde: true, noche: true } }, true, 1],
    [{ horario: { manana: false, tarde: false, noche: true } }, true, 1],
    [{ dateRange: { from: '2025-03-10', to: '2025-03-10' } }, true, 1],
    [{ priceRange: [null, 40] }, true, 1],
    [{ priceRange: [null, 100] }, false, 0],
    [{ priceRange: [0, null] }, false, 0],
    [{ idioma: 'eu' }, true, 1],
    [{ idioma: 'es' }, true, 1],
    [
      {
        search: 'jazz',
        categories: ['jazz', 'clasica'],
        isFreeOnly: true,
        horario: { manana: true, tarde: true, noche: false },
      },
      true,
      4,
    ],
  ])('%j → %s, %i', (patch, active, count) => {
    const filters = make(patch as Partial<Filters>);
    expect(hasActiveFilters(filters)).toBe(active);
    expect(countActiveFilters(filters)).toBe(count);
  });
});

describe('activeFilterChips', () => {
  const filters = make({
    search: ' jazz ',
    categories: ['musica', 'jazz'],
    townsAndNeighborhoods: ['otros-bilbao'],
    isFreeOnly: true,
    priceRange: [null, 30],
    artist: 'Kepa',
    venue: 'Arriaga',
    horario: { manana: false, tarde: true, noche: true },
    dateRange: { from: '2025-03-10', to: '2025-03-12' },
    idioma: 'eu',
  });

  it('lists one chip per removable value, with Spanish labels', () => {
    expect(activeFilterChips(filters, bilbao).map(({ key, label }) => [key, label])).toEqual([
      ['search', 'Búsqueda: jazz'],
      ['category:musica', 'Música'],
      ['category:jazz', 'Jazz'],
      ['place:otros-bilbao', 'Otros lugares de Vizcaya'],
      ['free', 'Gratis'],
      ['price', 'Hasta 30 €'],
      ['artist', 'Artista: Kepa'],
      ['venue', 'Lugar: Arriaga'],
      ['horario:tarde', 'Tarde'],
      ['horario:noche', 'Noche'],
      ['dates', '10–12 mar'],
      ['idioma', 'En euskera'],
    ]);
  });

  it('each chip removes only its own value', () => {
    const chips = activeFilterChips(filters, bilbao);
    const by = (key: string) => chips.find((chip) => chip.key === key)!;
    expect(by('category:jazz').remove(filters).categories).toEqual(['musica']);
    expect(by('horario:noche').remove(filters).horario).toEqual({ manana: false, tarde: true, noche: false });
    expect(by('price').remove(filters).priceRange).toEqual([null, null]);
    expect(by('dates').remove(filters).dateRange).toBeNull();
    expect(by('idioma').remove(filters)).toEqual({ ...filters, idioma: null });
    expect(countActiveFilters(chips.reduce((state, chip) => chip.remove(state), filters))).toBe(0);
  });

  it('labels dates as the date button does (short Spanish months); nothing for an empty state', () => {
    const label = (from: string, to: string) =>
      activeFilterChips(make({ dateRange: { from, to } }), bilbao).map((chip) => chip.label);
    expect(label('2025-12-24', '2025-12-24')).toEqual(['24 dic']);
    expect(label('2026-11-27', '2026-11-29')).toEqual(['27–29 nov']);
    expect(label('2026-11-30', '2026-12-02')).toEqual(['30 nov – 2 dic']);
    expect(label('2026-12-31', '2027-01-01')).toEqual(['31 dic 2026 – 1 ene 2027']);
    expect(label('2026-11-29', 'x')).toEqual(['29 nov']);
    expect(activeFilterChips(clearFilters(), bilbao)).toEqual([]);
    expect(activeFilterChips(make({ idioma: 'es' }), bilbao).map((chip) => chip.label)).toEqual([
      'En castellano',
    ]);
  });
});

describe('activeFilterChips on a Basque page', () => {
  afterEach(() => setPageLocale('es'));

  it('names places and categories in Basque (the values stay the same)', () => {
    setPageLocale('eu');
    const chips = activeFilterChips(
      make({ categories: ['musica'], townsAndNeighborhoods: ['casco-viejo'] }),
      bilbao,
    );
    expect(chips.map(({ key, label }) => [key, label])).toEqual([
      ['category:musica', 'Musika'],
      ['place:casco-viejo', 'Alde Zaharra'],
    ]);
  });
});
