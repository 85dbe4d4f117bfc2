import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCity } from '@/config/cities';
import type { City } from '@/config/types';
import { setPageLocale } from '@/i18n/locale';
import { cardArea } from './card-area';
import { makeEvent } from './event.fixture';

const bilbao = getCity('bilbao') as City;
const vitoria = getCity('vitoria') as City;
const sansebastian = getCity('sansebastian') as City;

describe('cardArea: the area beside the venue on a card', () => {
  it.each([
    ['a district of the city', bilbao, 'Bilbao', 'Casco Viejo', 'Casco Viejo'],
    ["the city under a nickname ('Bilbo')", bilbao, 'Bilbo', 'Abando', 'Abando'],
    ['the city, no neighbourhood', bilbao, 'Bilbao', '', null],
    ['no town: the neighbourhood as given', bilbao, '', 'Deusto', 'Deusto'],
    ["another town's generic 'Centro': the town", bilbao, 'Durango', 'Centro', 'Durango'],
    ["'centro' in any case", bilbao, 'Durango', ' CENTRO ', 'Durango'],
    ['another town without a neighbourhood: the town', bilbao, 'Getxo', '', 'Getxo'],
    ['a neighbourhood of another town: both', bilbao, 'Getxo', 'Algorta', 'Algorta, Getxo'],
    ['the neighbourhood is the town itself', bilbao, 'Getxo', 'getxo', 'Getxo'],
    ["the city's full name ('Vitoria-Gasteiz') and its short one", vitoria, 'Vitoria', 'Lakua', 'Lakua'],
    ['Donostia is San Sebastián', sansebastian, 'Donostia', 'Gros', 'Gros'],
    ['Centro of the city itself stays', sansebastian, 'San Sebastián', 'Centro', 'Centro'],
  ])('%s', (_label, city, town, neighborhood, expected) => {
    expect(cardArea(makeEvent({ town, neighborhood }), city)).toBe(expected);
  });
});

describe("cardArea on a Basque page: the city's places in Basque", () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  const pamplona = getCity('pamplona') as City;

  it.each([
    ['a district of the city', bilbao, 'Bilbao', 'Casco Viejo', 'Alde Zaharra'],
    ['a district without a Basque name of its own', bilbao, 'Bilbao', 'Deusto', 'Deusto'],
    ['the city, no neighbourhood', bilbao, 'Bilbao', '', null],
    ["another town's generic 'Centro': the town", bilbao, 'Durango', 'Centro', 'Durango'],
    ['a neighbourhood of another town: both', bilbao, 'Getxo', 'Las Arenas', 'Areeta, Getxo'],
    ['Centro of the city itself', sansebastian, 'San Sebastián', 'Centro', 'Erdialdea'],
    ['Parte Vieja', sansebastian, 'Donostia', 'Parte Vieja', 'Alde Zaharra'],
    ['a town named otherwise in Basque', sansebastian, 'Irún', '', 'Irun'],
    ['San Juan', pamplona, 'Pamplona', 'San Juan', 'Donibane'],
    ['Ensanche', vitoria, 'Vitoria-Gasteiz', 'Ensanche', 'Zabalgunea'],
    ['a place not in the list stays as stored', bilbao, 'Bilbao', 'Otxarkoaga', 'Otxarkoaga'],
  ])('%s', (_label, city, town, neighborhood, expected) => {
    expect(cardArea(makeEvent({ town, neighborhood }), city)).toBe(expected);
  });
});
