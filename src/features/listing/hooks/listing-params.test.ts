import { describe, expect, it } from 'vitest';
import { getCity } from '@/config/cities';
import type { City } from '@/config/types';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { applyFilters } from '@/features/listing/domain/filters';
import {
  clearFilters,
  setFreeOnly,
  setMaxPrice,
  categoryGroup,
  placeGroup,
  toggleGroup,
  toggleHorario,
} from '@/features/listing/domain/toggles';
import { placeNameFromParam } from '@/features/listing/domain/active';
import type { Filters } from '@/features/listing/domain/types';

import {
  filtersFromParams,
  paramsAfterChange,
  queryStringOf,
  resolveCategoryParam,
  resolvePlaceParam,
} from './listing-params';

const bilbao = getCity('bilbao') as City;
const pamplona = getCity('pamplona') as City;
const params = (query: string) => new URLSearchParams(query);

describe('listing URL parameters', () => {
  it.each([
    ['casco-viejo', 'Casco Viejo'],
    ['las-arenas', 'Las Arenas'],
    ['begoña', 'Begoña'],
    ['  ', ''],
  ])('ubicacion %j reads as %j', (value, name) => {
    expect(placeNameFromParam(value)).toBe(name);
  });

  it.each([
    ['casco-viejo', bilbao, 'casco-viejo'],
    ['Casco-Viejo', bilbao, 'casco-viejo'],
    ['begona', bilbao, 'begoña'],
    ['getxo', bilbao, 'getxo'],
    ['otros-bilbao', bilbao, 'otros-bilbao'],
    ['casco-antiguo', pamplona, 'casco-antiguo'],
    ['sestao', bilbao, 'sestao'],
    ['', bilbao, null],
  ])('ubicacion %j in %s → place %j', (value, city, expected) => {
    expect(resolvePlaceParam(value, city)).toBe(expected);
  });

  it.each([
    ['musica', 'musica'],
    ['Música', 'musica'],
    ['jazz', 'jazz'],
    ['nada', null],
  ])('categoria %j → %j', (value, expected) => {
    expect(resolveCategoryParam(value)).toBe(expected);
  });

  it.each([
    ['eu', 'eu'],
    ['es', 'es'],
    [' EU ', 'eu'],
    ['euskera', null],
    ['fr', null],
    ['', null],
  ])('idioma %j → %j', (value, expected) => {
    expect(filtersFromParams(params(`idioma=${value}`), bilbao).idioma).toBe(expected);
  });

  it('reads idioma as the language filter, keeping a preset for an unknown value', () => {
    expect(filtersFromParams(params('idioma=eu'), bilbao).idioma).toBe('eu');
    const withSearch = filtersFromParams(params('idioma=es&search=jazz'), bilbao);
    expect(withSearch).toEqual({ ...clearFilters(), search: 'jazz', idioma: 'es' });
    const preset = { ...clearFilters(), idioma: 'eu' as const };
    expect(filtersFromParams(params('idioma=xx'), bilbao, preset).idioma).toBe('eu');
    expect(filtersFromParams(params('idioma=es'), bilbao, preset).idioma).toBe('es');
  });

  it('writes the language to idioma, and removes it with the filter', () => {
    const before = clearFilters();
    const current = params('categoria=cine');
    const eu = paramsAfterChange(current, before, { ...before, idioma: 'eu' }, bilbao);
    expect(eu.toString()).toBe('categoria=cine&idioma=eu');
    expect(paramsAfterChange(eu, { ...before, idioma: 'eu' }, before, bilbao).toString()).toBe(
      'categoria=cine',
    );
    // Another group's change leaves idioma as it is.
    expect(
      paramsAfterChange(
        eu,
        { ...before, idioma: 'eu' },
        { ...before, idioma: 'eu', search: 'x' },
        bilbao,
      ).get('idioma'),
    ).toBe('eu');
  });

  it('reads tag or search as the text search, one category (with its children) and one place', () => {
    const filters = filtersFromParams(params('tag=jazz&categoria=musica&ubicacion=casco-viejo'), bilbao);
    expect(filters.search).toBe('jazz');
    expect(filters.categories).toEqual(['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales']);
    expect(filters.townsAndNeighborhoods).toEqual(['casco-viejo']);
    expect(filtersFromParams(params('search=teatro&tag=jazz'), bilbao).search).toBe('teatro');
    expect(filtersFromParams(params(''), bilbao)).toEqual(clearFilters());
  });

  const categoryParamOf = (categories: string[]) =>
    paramsAfterChange(params(''), clearFilters(), { ...clearFilters(), categories }, bilbao).get('categoria');

  it('categoria lists categories: a parent with all its children is written as the parent alone', () => {
    expect(categoryParamOf(['cine'])).toBe('cine');
    expect(categoryParamOf(['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales'])).toBe('musica');
    expect(categoryParamOf(['jazz', 'musica', 'clasica', 'moderna', 'festivales-musicales'])).toBe('musica');
    expect(categoryParamOf(['cine', 'jazz'])).toBe('cine,jazz');
    // A parent without some of its children: each one listed, and read back the same.
    expect(categoryParamOf(['musica', 'jazz'])).toBe('musica,jazz');
    expect(filtersFromParams(params('categoria=musica,jazz'), bilbao).categories).toEqual(['musica', 'jazz']);
    expect(categoryParamOf([])).toBeNull();
  });

  it('writes only what changed: a new search replaces tag, categories and places follow the selection', () => {
    const before = { ...clearFilters(), search: 'jazz' };
    const current = params('tag=jazz&utm=x');
    expect(paramsAfterChange(current, before, { ...before, search: 'rock' }, bilbao).toString()).toBe(
      'utm=x&search=rock',
    );
    expect(paramsAfterChange(current, before, { ...before, search: '' }, bilbao).toString()).toBe('utm=x');
    const withCategory = paramsAfterChange(current, before, { ...before, categories: ['cine'] }, bilbao);
    expect(withCategory.get('categoria')).toBe('cine');
    expect(withCategory.get('tag')).toBe('jazz');
    const twoCategories = paramsAfterChange(
      params('categoria=cine'),
      before,
      { ...before, categories: ['cine', 'jazz'] },
      bilbao,
    );
    expect(twoCategories.get('categoria')).toBe('cine,jazz');
    const town = ['getxo', 'algorta', 'las-arenas', 'romoko-kultur-etxea'];
    expect(
      paramsAfterChange(params(''), before, { ...before, townsAndNeighborhoods: town }, bilbao).get(
        'ubicacion',
      ),
    ).toBe('getxo');
  });

  /** Every filter group set, the way the panel sets them. */
  function everyFilter(): Filters {
    let filters: Filters = clearFilters();
    filters.search = 'jazz';
    filters.categories = toggleGroup(['deportes'], categoryGroup('musica'));
    filters.townsAndNeighborhoods = toggleGroup(['casco-viejo'], placeGroup('getxo', bilbao));
    filters = toggleHorario(toggleHorario(filters, 'manana'), 'noche');
    filters = setMaxPrice(filters, 20);
    filters.artist = 'Kokein';
    filters.venue = 'Kafe Antzokia';
    filters.dateRange = { from: '2026-12-05', to: '2026-12-07' };
    filters.idioma = 'eu';
    return filters;
  }

  it.each([
    ['every filter', everyFilter()],
    ['free only', setFreeOnly(clearFilters(), true)],
    ['one day', { ...clearFilters(), dateRange: { from: '2026-12-05', to: '2026-12-05' } }],
    [
      'a neighbourhood with some of its siblings',
      { ...clearFilters(), townsAndNeighborhoods: ['abando', 'deusto'] },
    ],
    ['nothing', clearFilters()],
  ])('%s: filters → URL → filters gives the same filters', (_case, filters) => {
    const url = paramsAfterChange(params('utm_source=ig'), clearFilters(), filters, bilbao);
    const read = filtersFromParams(params(queryStringOf(url)), bilbao);
    expect(read).toEqual(filters);
    expect(url.get('utm_source')).toBe('ig');
  });

  it('writes readable Spanish parameters', () => {
    const url = queryStringOf(paramsAfterChange(params(''), clearFilters(), everyFilter(), bilbao));
    expect(url).toBe(
      'search=jazz&categoria=deportes,musica&ubicacion=casco-viejo,getxo&desde=2026-12-05&hasta=2026-12-07' +
        '&horario=manana,noche&precio_max=20&artista=Kokein&lugar=Kafe+Antzokia&idioma=eu',
    );
    expect(
      queryStringOf(paramsAfterChange(params(''), clearFilters(), setFreeOnly(clearFilters(), true), bilbao)),
    ).toBe('gratis=1');
  });

  it('a shared URL loads the same results as the filters it was written from', () => {
    const events = [
      makeEvent({
        id: 'yes',
        title: 'Jazz',
        town: 'Getxo',
        startDate: '2026-12-06',
        startTime: '21:00',
        categoryId: ['musica'],
        artist: 'Kokein',
        venue: 'Kafe Antzokia',
        price: 15,
        language: ['eu'],
      }),
      makeEvent({
        id: 'dear',
        title: 'Jazz',
        town: 'Getxo',
        startDate: '2026-12-06',
        startTime: '21:00',
        categoryId: ['musica'],
        artist: 'Kokein',
        venue: 'Kafe Antzokia',
        price: 25,
        language: ['eu'],
      }),
      makeEvent({
        id: 'later',
        title: 'Jazz',
        town: 'Getxo',
        startDate: '2026-12-09',
        startTime: '21:00',
        categoryId: ['musica'],
        artist: 'Kokein',
        venue: 'Kafe Antzokia',
        price: 15,
        language: ['eu'],
      }),
      makeEvent({
        id: 'afternoon',
        title: 'Jazz',
        town: 'Getxo',
        startDate: '2026-12-06',
        startTime: '17:00',
        categoryId: ['musica'],
        artist: 'Kokein',
        venue: 'Kafe Antzokia',
        price: 15,
        language: ['eu'],
      }),
    ];
    const ctx = { city: bilbao, provinceTowns: [] };
    const filters = everyFilter();
    const url = queryStringOf(paramsAfterChange(params(''), clearFilters(), filters, bilbao));
    const fromUrl = applyFilters(events, filtersFromParams(params(url), bilbao), ctx).map((e) => e.id);
    expect(fromUrl).toEqual(['yes']);
    expect(fromUrl).toEqual(applyFilters(events, filters, ctx).map((e) => e.id));
  });

  it.each([
    ['desde=2026-13-01&hasta=mañana', {}],
    ['desde=2026-02-31', {}],
    ['desde=2026-12-07&hasta=2026-12-05', { dateRange: { from: '2026-12-05', to: '2026-12-07' } }],
    ['hasta=2026-12-05', { dateRange: { from: '2026-12-05', to: '2026-12-05' } }],
    ['horario=tarde,madrugada,MAÑANA', { horario: { manana: true, tarde: true, noche: false } }],
    ['horario=siempre', {}],
    ['precio_max=veinte', {}],
    ['precio_max=-5', {}],
    ['precio_max=20', { priceRange: [null, 20] }],
    ['precio_max=250', {}],
    ['gratis=quizá', {}],
    ['gratis=1&precio_max=20', { isFreeOnly: true }],
    ['categoria=nada,deportes', { categories: ['deportes'] }],
    ['ubicacion=,,abando', { townsAndNeighborhoods: ['abando'] }],
    ['artista=%20&lugar=', {}],
  ])('reads %j defensively (bad values ignored)', (query, expected) => {
    expect(filtersFromParams(params(query), bilbao)).toEqual({ ...clearFilters(), ...expected });
  });
});
