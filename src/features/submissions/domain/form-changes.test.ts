import { describe, expect, it } from 'vitest';
import { getCityLocations } from '@/config/locations';
import {
  changeTown,
  neighborhoodOptions,
  removeCategory,
  setFree,
  subcategoryOptions,
  toggleCategory,
} from './form-changes';
import { EMPTY_FORM } from './form-values';

const filled = {
  ...EMPTY_FORM,
  town: 'bilbao',
  customTown: 'x',
  neighborhood: 'deusto',
  categories: ['musica', 'arte'],
  subcategory: 'jazz',
  price: '15 €',
};

describe('resets', () => {
  it.each([
    ['another town', changeTown(filled, 'getxo'), { town: 'getxo', neighborhood: '', customTown: '' }],
    ['other town', changeTown(filled, 'otro'), { town: 'otro', neighborhood: '', customTown: '' }],
    [
      'tick a category',
      toggleCategory(filled, 'cine'),
      { categories: ['musica', 'arte', 'cine'], subcategory: '' },
    ],
    ['untick a category', toggleCategory(filled, 'musica'), { categories: ['arte'], subcategory: '' }],
    ['remove a chip', removeCategory(filled, 'arte'), { categories: ['musica'], subcategory: '' }],
    ['tick free', setFree(filled, true), { isFree: true, price: '' }],
    ['untick free', setFree({ ...filled, isFree: true }, false), { isFree: false, price: '15 €' }],
  ])('%s', (_case, next, expected) => {
    expect(next).toMatchObject(expected);
  });

  it('removing a category that is not chosen changes nothing', () => {
    expect(removeCategory(filled, 'cine')).toBe(filled);
  });
});

describe('options', () => {
  const bilbao = getCityLocations('bilbao');
  it.each([
    ['bilbao', 9],
    ['getxo', 3],
    ['barakaldo', 1],
    ['otro', 0],
    ['', 0],
  ])('neighbourhoods of %j: %i', (town, count) => {
    expect(neighborhoodOptions(bilbao, town)).toHaveLength(count);
  });

  it('subcategories are the children of the chosen categories, each once', () => {
    expect(subcategoryOptions(['deportes'])).toEqual([]);
    expect(subcategoryOptions(['cine', 'cultura']).map((c) => c.id)).toEqual([
      'cine-independiente',
      'cultura-local',
    ]);
    const arte = subcategoryOptions(['arte', 'arte']).map((c) => c.id);
    expect(arte).toEqual([...new Set(arte)]);
    expect(arte).toContain('exposiciones');
  });
});
