import { describe, it, expect } from 'vitest';
import type { City } from '@/config/types';
import { cityTownSet, townVariants } from './city-towns';

const city: City = {
  id: 'bilbao',
  name: 'Bilbao',
  province: 'Vizcaya',
  heroImage: '/img/bilbao.svg',
  nicknames: ['Botxo'],
  theme: { primary: '#c8102e', secondary: '#000', accent: '#fff' },
  contactInfo: { email: 'hola@example.com', instagram: 'https://instagram.com/x', instagramLabel: '@x' },
  locations: [
    { id: 'begoña', name: 'Begoña', parentId: 'bilbao' },
    { id: 'casco-viejo', name: 'Casco Viejo', parentId: 'bilbao' },
    { id: 'getxo', name: 'Getxo' },
  ],
};

describe('townVariants (original, lower-case, accent-stripped)', () => {
  it.each([
    ['Begoña', ['Begoña', 'begoña', 'Begona', 'begona']],
    ['Bilbao', ['Bilbao', 'bilbao', 'Bilbao', 'bilbao']],
    ['  San Sebastián ', ['San Sebastián', 'san sebastián', 'San Sebastian', 'san sebastian']],
    ['', []],
  ])('%j', (value, expected) => expect(townVariants(value)).toEqual(expected));
});

describe('cityTownSet', () => {
  const towns = cityTownSet(city, ['Bilbao', 'Barakaldo', 'Güeñes']);

  it.each([
    'Bilbao',
    'bilbao', // city name and id
    'Begoña',
    'begoña',
    'Begona',
    'begona', // neighbourhood
    'Casco Viejo',
    'casco viejo',
    'casco-viejo', // neighbourhood name and id
    'Getxo',
    'getxo', // town among the locations
    'Botxo',
    'botxo', // nickname
    'Barakaldo',
    'Güeñes',
    'güeñes',
    'Guenes',
    'guenes', // province towns
  ])('includes %j', (value) => expect(towns).toContain(value));

  it.each(['Donostia', 'Pamplona', 'BILBAO'])('excludes %j', (value) => expect(towns).not.toContain(value));

  it('has no duplicates', () => expect(new Set(towns).size).toBe(towns.length));
});
