import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';
import { applyFilters } from './filters';
import { createSearchIndex } from './search-index';
import { bilbao, vizcaya } from './test-events';
import { clearFilters } from './toggles';
import type { Filters } from './types';

/** Whether the event passes the filters that `patch` sets (the others empty). */
const passes = (event: EventItem, patch: Partial<Filters>) =>
  applyFilters([event], { ...clearFilters(), ...patch }, { city: bilbao, provinceTowns: vizcaya }).length ===
  1;

describe('categories, free-only, maximum price', () => {
  it.each([
    [[], true],
    [['jazz'], true],
    [['musica'], true],
    [['teatro'], false],
    [['teatro', 'jazz'], true],
  ])('categories %j → %s', (categories, expected) => {
    expect(passes(makeEvent({ categoryId: ['musica'], subcategory: ['jazz'] }), { categories })).toBe(
      expected,
    );
  });

  it.each([
    // isFree, price, max, expected
    [false, 25, null, true],
    [false, 25, 30, true],
    [false, 30, 30, true],
    [false, 31, 30, false],
    [true, 0, 10, true],
    [true, null, 0, true],
    [false, null, 10, true], // no numeric price: the maximum does not apply
    [false, 0, 0, true],
  ])('isFree %s, price %s, max %s → %s', (isFree, price, max, expected) => {
    expect(passes(makeEvent({ isFree, price }), { priceRange: [null, max] })).toBe(expected);
  });

  it('free-only keeps only free events', () => {
    expect(passes(makeEvent({ isFree: true }), { isFreeOnly: true })).toBe(true);
    expect(passes(makeEvent({ isFree: false, price: 0 }), { isFreeOnly: true })).toBe(false);
    expect(passes(makeEvent({ isFree: false }), { isFreeOnly: false })).toBe(true);
  });
});

describe('language', () => {
  it.each<[string[], 'eu' | 'es' | null, boolean]>([
    // event's languages, choice, expected
    [['eu'], null, true],
    [[], null, true],
    [['eu'], 'eu', true],
    [['es', 'eu'], 'eu', true],
    [['es'], 'eu', false],
    [[], 'eu', false],
    [['fr'], 'eu', false],
    [['es'], 'es', true],
    [['es', 'eu'], 'es', true],
    [['eu'], 'es', false],
    // No language recorded: an event sent to the site, in Spanish in practice.
    [[], 'es', true],
    // A language recorded that is neither: not Spanish.
    [['fr'], 'es', false],
  ])('language %j, choice %s → %s', (language, idioma, expected) => {
    expect(passes(makeEvent({ language }), { idioma })).toBe(expected);
  });
});

describe('artist and venue (fuzzy)', () => {
  const event = makeEvent({ artist: 'Fermín Muguruza', venue: 'Kafe Antzokia' });
  it.each([
    ['', true],
    ['fermin', true],
    ['muguruza', true],
    ['mugurza', true],
    ['fermin muguruza', true],
    ['ruper', false],
  ])('artist %j → %s', (artist, expected) => expect(passes(event, { artist })).toBe(expected));
  it.each([
    ['kafe', true],
    ['antzokia', true],
    ['antzokya', true],
    ['cafe', false],
    ['arriaga', false],
  ])('venue %j → %s', (venue, expected) => expect(passes(event, { venue })).toBe(expected));
});

describe('applyFilters', () => {
  const events: EventItem[] = [
    makeEvent({
      id: 'jazz',
      title: 'Concierto de jazz',
      categoryId: ['musica'],
      town: 'Bilbao',
      neighborhood: 'Abando',
      isFree: true,
      startDate: '2025-05-02',
      startTime: '21:00',
      language: ['es', 'eu'],
    }),
    makeEvent({
      id: 'teatro',
      title: 'Teatro clásico',
      categoryId: ['escenicos'],
      town: 'Getxo',
      price: 18,
      startDate: '2025-05-03',
      startTime: '19:00',
      language: ['eu'],
    }),
    makeEvent({
      id: 'feria',
      title: 'Feria de artesanía',
      categoryId: ['fiestas'],
      town: 'Sestao',
      price: 5,
      startDate: '2025-05-01',
      endDate: '2025-05-04',
    }),
  ];
  const ctx = { city: bilbao, provinceTowns: vizcaya };
  const ids = (list: EventItem[]) => list.map((event) => event.id);

  it.each([
    [{}, ['jazz', 'teatro', 'feria']],
    [{ search: 'concirto' }, ['jazz']],
    [{ categories: ['musica', 'fiestas'] }, ['jazz', 'feria']],
    [{ townsAndNeighborhoods: ['otros-bilbao'] }, ['feria']],
    [{ isFreeOnly: true }, ['jazz']],
    [{ priceRange: [null, 10] }, ['jazz', 'feria']],
    [{ dateRange: { from: '2025-05-03', to: '2025-05-03' } }, ['teatro', 'feria']],
    [{ horario: { manana: false, tarde: true, noche: false } }, ['teatro']],
    [{ idioma: 'eu' }, ['jazz', 'teatro']],
    [{ idioma: 'es' }, ['jazz', 'feria']],
    [{ idioma: 'eu', isFreeOnly: true }, ['jazz']],
    [{ search: 'teatro', isFreeOnly: true }, []],
  ])('%j → %j', (patch, expected) => {
    const filters = { ...clearFilters(), ...patch } as ReturnType<typeof clearFilters>;
    expect(ids(applyFilters(events, filters, ctx))).toEqual(expected);
    const withIndex = { ...ctx, searchIndex: createSearchIndex(events) };
    expect(ids(applyFilters(events, filters, withIndex))).toEqual(expected);
  });

  // Only the filters in use are tested per event; the answer must stay the AND of every group alone.
  it.each<Partial<Filters>>([
    {},
    { search: 'artesania', categories: ['fiestas'], townsAndNeighborhoods: ['otros-bilbao'] },
    { categories: ['musica', 'escenicos'], horario: { manana: false, tarde: true, noche: true } },
    { priceRange: [null, 20], dateRange: { from: '2025-05-02', to: '2025-05-03' }, isFreeOnly: false },
    { isFreeOnly: true, priceRange: [0, 0], townsAndNeighborhoods: ['abando'] },
    { artist: 'ruper', venue: 'kafe' },
    { priceRange: [null, 0], horario: { manana: false, tarde: false, noche: true } },
    { idioma: 'eu', categories: ['musica', 'escenicos'] },
    { idioma: 'es', townsAndNeighborhoods: ['otros-bilbao'] },
  ])('applyFilters(%j) is the AND of every group', (patch) => {
    const groups = Object.entries(patch).map(([key, value]) => ({ [key]: value }));
    const every = (event: EventItem) => groups.every((group) => passes(event, group));
    expect(events.map((event) => passes(event, patch))).toEqual(events.map(every));
  });

  it('does not mutate its input', () => {
    const copy = [...events];
    applyFilters(events, { ...clearFilters(), isFreeOnly: true }, ctx);
    expect(events).toEqual(copy);
  });
});
