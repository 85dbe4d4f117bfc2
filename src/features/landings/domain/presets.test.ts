import { describe, expect, it } from 'vitest';
import { CITIES } from '@/config/cities';
import type { City } from '@/config/types';
import { categoryGroup, clearFilters } from '@/features/listing/domain/toggles';
import { filtersFromParams } from '@/features/listing/hooks/listing-params';
import { presetFilters, presetRange, sameFilters } from './presets';

const bilbao = CITIES.find((c) => c.id === 'bilbao') as City;
const pamplona = CITIES.find((c) => c.id === 'pamplona') as City;
// 10:00 UTC on each day of the week of Monday 23 November 2026 (Madrid, UTC+1).
const at = (day: string) => new Date(`${day}T10:00:00Z`);

describe('presetFilters', () => {
  it.each([
    ['musica', ['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales']],
    ['fiestas', ['fiestas', 'fiestas-populares', 'tardeos', 'festivales-tematicos']],
    ['infantil', ['infantil', 'programacion-infantil']],
    ['arte', ['arte', 'exposiciones', 'charlas-arte', 'talleres-creativos']],
    ['gastronomia', ['gastronomia']],
  ])('category %s → the category with its subcategories', (categoryId, categories) => {
    const filters = presetFilters({ kind: 'category', categoryId }, bilbao, at('2026-11-25'));
    expect(filters).toEqual({ ...clearFilters(), categories });
    expect(categoryGroup(categoryId)).toEqual(categories);
  });

  it.each([
    [bilbao, 'casco-viejo'],
    [pamplona, 'casco-antiguo'],
  ])('old town of %s', (city, place) => {
    expect(presetFilters({ kind: 'old-town' }, city, at('2026-11-25')).townsAndNeighborhoods).toEqual([
      place,
    ]);
  });

  it.each([
    ['lunes', '2026-11-23', '2026-11-27', '2026-11-29', '2026-11-28'],
    ['jueves', '2026-11-26', '2026-11-27', '2026-11-29', '2026-11-28'],
    ['viernes', '2026-11-27', '2026-11-27', '2026-11-29', '2026-11-28'],
    ['sábado', '2026-11-28', '2026-11-27', '2026-11-29', '2026-11-28'],
    ['domingo', '2026-11-29', '2026-11-27', '2026-11-29', '2026-12-05'],
  ])('%s %s: weekend %s … %s, Saturday %s', (_name, day, friday, sunday, saturday) => {
    const weekend = presetFilters({ kind: 'date', range: 'weekend' }, bilbao, at(day));
    expect(weekend).toEqual({ ...clearFilters(), dateRange: { from: friday, to: sunday } });
    const sat = presetFilters({ kind: 'date', range: 'saturday' }, bilbao, at(day));
    expect(sat.dateRange).toEqual({ from: saturday, to: saturday });
    expect(presetRange('saturday', at(day))).toEqual({ from: saturday, to: saturday });
  });
});

describe('URL parameters over a preset', () => {
  const base = presetFilters({ kind: 'category', categoryId: 'musica' }, bilbao, at('2026-11-25'));
  const read = (query: string) => filtersFromParams(new URLSearchParams(query), bilbao, base);

  it('keeps the preset for the groups the URL does not name', () => {
    expect(read('')).toEqual(base);
    expect(read('tag=jazz')).toEqual({ ...base, search: 'jazz' });
    expect(read('ubicacion=deusto')).toEqual({ ...base, townsAndNeighborhoods: ['deusto'] });
  });

  it('lets the URL replace the preset’s own group', () => {
    expect(read('categoria=cine').categories).toEqual(['cine', 'cine-independiente']);
  });

  it('never shares arrays with the preset', () => {
    read('').categories.push('cine');
    expect(base.categories).not.toContain('cine');
  });
});

describe('sameFilters', () => {
  const base = {
    ...clearFilters(),
    categories: ['musica', 'jazz'],
    dateRange: { from: '2026-11-28', to: '2026-11-28' },
  };
  it.each([
    ['the same', base, true],
    ['other order', { ...base, categories: ['jazz', 'musica'] }, true],
    ['one category less', { ...base, categories: ['musica'] }, false],
    ['free only', { ...base, isFreeOnly: true }, false],
    ['no date', { ...base, dateRange: null }, false],
    ['another day', { ...base, dateRange: { from: '2026-11-29', to: '2026-11-29' } }, false],
    ['a search', { ...base, search: 'jazz' }, false],
    ['blank search', { ...base, search: '  ' }, true],
    ['night', { ...base, horario: { manana: false, tarde: false, noche: true } }, false],
  ])('%s → %s', (_name, other, same) => expect(sameFilters(base, other)).toBe(same));
});
