import { describe, expect, it } from 'vitest';
import { getCity } from '@/config/cities';
import type { City } from '@/config/types';
import { clearFilters } from '@/features/filters/domain/toggles';
import {
  filtersFromParams,
  paramsAfterChange,
  placeNameFromParam,
  resolveCategoryParam,
  resolveIdiomaParam,
  resolvePlaceParam,
  singleCategoryOf,
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
    expect(resolveIdiomaParam(value)).toBe(expected);
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

  it('a single category or a parent with all its children is one category; anything else is none', () => {
    expect(singleCategoryOf(['cine'])).toBe('cine');
    expect(singleCategoryOf(['musica', 'jazz', 'clasica', 'moderna', 'festivales-musicales'])).toBe('musica');
    expect(singleCategoryOf(['cine', 'jazz'])).toBeNull();
    expect(singleCategoryOf([])).toBeNull();
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
    expect(twoCategories.has('categoria')).toBe(false);
    const town = ['getxo', 'algorta', 'las-arenas', 'romoko-kultur-etxea'];
    expect(
      paramsAfterChange(params(''), before, { ...before, townsAndNeighborhoods: town }, bilbao).get(
        'ubicacion',
      ),
    ).toBe('getxo');
  });
});
