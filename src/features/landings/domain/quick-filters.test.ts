import { describe, expect, it } from 'vitest';
import { categoryGroup, clearFilters } from '@/features/listing/domain/toggles';
import type { Filters } from '@/features/listing/domain/types';
import { quickFilters } from './quick-filters';

const MUSIC = categoryGroup('musica');
const start = (over: Partial<Filters> = {}): Filters => ({ ...clearFilters(), categories: MUSIC, ...over });
const chip = (key: string) => {
  const found = quickFilters('musica').find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('quickFilters', () => {
  it('offers Gratis, the three times of day and the subcategories of the page’s category', () => {
    expect(quickFilters('musica').map((c) => c.label)).toEqual([
      'Gratis',
      'Mañana',
      'Tarde',
      'Noche',
      'Jazz',
      'Clásica',
      'Moderna',
      'Festivales de música',
    ]);
    expect(quickFilters('gastronomia').map((c) => c.label)).toEqual(['Gratis', 'Mañana', 'Tarde', 'Noche']);
  });

  it('Gratis toggles free-only and clears the maximum price', () => {
    const on = chip('free').toggle(start({ priceRange: [null, 20] }));
    expect(on).toMatchObject({ isFreeOnly: true, priceRange: [null, null] });
    expect(chip('free').isOn(on)).toBe(true);
    expect(chip('free').toggle(on).isFreeOnly).toBe(false);
  });

  it('time chips toggle independently', () => {
    const night = chip('horario:noche').toggle(start());
    expect(night.horario).toEqual({ manana: false, tarde: false, noche: true });
    expect(chip('horario:tarde').toggle(night).horario).toEqual({ manana: false, tarde: true, noche: true });
  });

  it.each([
    ['the whole category → jazz only', MUSIC, 'sub:jazz', ['jazz']],
    ['jazz → jazz and classical', ['jazz'], 'sub:clasica', ['jazz', 'clasica']],
    ['jazz and classical → classical', ['jazz', 'clasica'], 'sub:jazz', ['clasica']],
    ['the last one off → the whole category again', ['jazz'], 'sub:jazz', MUSIC],
    ['nothing chosen → jazz', [], 'sub:jazz', ['jazz']],
    ['other categories stay', ['cine', ...MUSIC], 'sub:moderna', ['cine', 'moderna']],
  ])('%s', (_name, categories, key, expected) => {
    expect(chip(key).toggle(start({ categories })).categories).toEqual(expected);
  });

  it('a subcategory chip is on only when the category is narrowed to it', () => {
    expect(chip('sub:jazz').isOn(start())).toBe(false);
    expect(chip('sub:jazz').isOn(start({ categories: ['jazz'] }))).toBe(true);
  });
});
