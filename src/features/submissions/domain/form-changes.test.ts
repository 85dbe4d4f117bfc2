import { describe, expect, it } from 'vitest';
import { CITY_LOCATIONS } from '@/config/locations';
import {
  changeStartDate,
  changeTown,
  chooseRepeat,
  neighborhoodOptions,
  setFree,
  subcategoryOptions,
  toggleCategory,
  toggleWeekday,
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
    ['remove a chip', toggleCategory(filled, 'arte'), { categories: ['musica'], subcategory: '' }],
    ['tick free', setFree(filled, true), { isFree: true, price: '' }],
    ['untick free', setFree({ ...filled, isFree: true }, false), { isFree: false, price: '15 €' }],
  ])('%s', (_case, next, expected) => {
    expect(next).toMatchObject(expected);
  });
});

describe('options', () => {
  const bilbao = CITY_LOCATIONS['bilbao'] ?? [];
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

describe('weekly days', () => {
  // 20 June 2030 is a Thursday, 25 June a Tuesday.
  const start = { ...EMPTY_FORM, startDate: '20/06/2030' };
  const weekly = { ...start, repeat: 'weekly' as const, repeatWeekdays: ['TH' as const] };

  it.each([
    ['weekly ticks the start date’s weekday', chooseRepeat(start, 'weekly'), ['TH']],
    ['weekly without a start date ticks none', chooseRepeat(EMPTY_FORM, 'weekly'), []],
    [
      'weekly keeps days already ticked',
      chooseRepeat({ ...start, repeatWeekdays: ['MO'] }, 'weekly'),
      ['MO'],
    ],
    ['monthly leaves the days', chooseRepeat(start, 'monthly'), []],
    ['a new start date moves the default day', changeStartDate(weekly, '25/06/2030'), ['TU']],
    ['retyping the start date clears the default day', changeStartDate(weekly, '25/06/20'), []],
    [
      'a real start date again ticks its day',
      changeStartDate({ ...weekly, startDate: '25/06/20', repeatWeekdays: [] }, '25/06/2030'),
      ['TU'],
    ],
    [
      'chosen days stay when the start date changes',
      changeStartDate({ ...weekly, repeatWeekdays: ['MO', 'TH'] }, '25/06/2030'),
      ['MO', 'TH'],
    ],
    [
      'a single chosen day other than the start’s stays',
      changeStartDate({ ...weekly, repeatWeekdays: ['SA'] }, '25/06/2030'),
      ['SA'],
    ],
    ['not weekly: the days are left', changeStartDate({ ...start, repeat: 'monthly' }, '25/06/2030'), []],
    ['tick a day: Monday first', toggleWeekday(weekly, 'MO'), ['MO', 'TH']],
    ['untick a day', toggleWeekday(weekly, 'TH'), []],
  ])('%s', (_case, next, days) => {
    expect(next.repeatWeekdays).toEqual(days);
  });

  it('changing the start date sets it', () => {
    expect(changeStartDate(weekly, '25/06/2030').startDate).toBe('25/06/2030');
  });
});
