/**
 * Which events a city shows: its town set, copied from the app (src/features/city/domain/city_towns.ts
 * cityTownSet, src/config/provinces.ts, the nicknames and provinces of src/config/cities.ts). The
 * listing, the feeds and the newsletter all filter with `town in (…)`, which is exact, so every spelling
 * the data may use is listed. tests/functions/feed-copies.test.ts checks this copy against the app.
 */
import { CITY_LOCATIONS, getCity } from './cities.ts';

/** Province and nicknames per city id (src/config/cities.ts). */
export const CITY_META: Readonly<Record<string, { province: string; nicknames: readonly string[] }>> = {
  bilbao: { province: 'Vizcaya', nicknames: ['Botxo', 'Bilbo'] },
  sansebastian: { province: 'Guipúzcoa', nicknames: ['Donostia', 'Donosti', 'Donostia-San Sebastián'] },
  pamplona: { province: 'Navarra', nicknames: ['Iruña', 'Iruñea'] },
  vitoria: { province: 'Álava', nicknames: ['Gasteiz', 'Vitoria'] },
  santander: { province: 'Cantabria', nicknames: ['Capital cántabra'] },
  logronio: { province: 'La Rioja', nicknames: ['Capital riojana'] },
};

/** Province → main towns (src/config/provinces.ts). */
export const PROVINCE_TOWNS: Readonly<Record<string, readonly string[]>> = {
  Vizcaya: [
    'Bilbao',
    'Barakaldo',
    'Getxo',
    'Portugalete',
    'Santurtzi',
    'Sestao',
    'Basauri',
    'Leioa',
    'Erandio',
    'Galdakao',
    'Durango',
    'Amorebieta-Etxano',
    'Mungia',
    'Gernika',
    'Gernika-Lumo',
    'Bermeo',
    'Arrigorriaga',
    'Etxebarri',
    'Ermua',
    'Sopela',
    'Berango',
    'Urduliz',
    'Plentzia',
    'Gorliz',
    'Derio',
    'Zamudio',
    'Ortuella',
    'Valle de Trápaga',
    'Muskiz',
    'Abanto y Ciérvana',
    'Zalla',
    'Güeñes',
    'Balmaseda',
    'Lekeitio',
    'Ondarroa',
    'Markina-Xemein',
    'Elorrio',
    'Bakio',
    'Mundaka',
  ],
  Guipúzcoa: [
    'San Sebastián',
    'Irún',
    'Errenteria',
    'Pasaia',
    'Hondarribia',
    'Lezo',
    'Oiartzun',
    'Hernani',
    'Lasarte-Oria',
    'Astigarraga',
    'Usurbil',
    'Andoain',
    'Zarautz',
    'Getaria',
    'Orio',
    'Zumaia',
    'Deba',
    'Mutriku',
    'Eibar',
    'Elgoibar',
    'Arrasate-Mondragón',
    'Bergara',
    'Oñati',
    'Azpeitia',
    'Azkoitia',
    'Tolosa',
    'Villabona',
    'Beasain',
    'Ordizia',
    'Lazkao',
    'Zumarraga',
    'Urretxu',
    'Legazpi',
  ],
  Álava: [
    'Vitoria-Gasteiz',
    'Llodio',
    'Amurrio',
    'Artziniega',
    'Salvatierra',
    'Alegría-Dulantzi',
    'Iruña de Oca',
    'Legutio',
    'Murgia',
    'Araia',
    'Oyón',
    'Labastida',
    'Laguardia',
    'Elciego',
    'Lapuebla de Labarca',
    'Samaniego',
    'Villabuena de Álava',
    'Elvillar',
    'Lanciego',
    'Moreda de Álava',
    'Labraza',
    'Miranda de Ebro',
  ],
  Navarra: [
    'Pamplona',
    'Burlada',
    'Barañáin',
    'Villava',
    'Ansoáin',
    'Berriozar',
    'Huarte',
    'Zizur Mayor',
    'Noáin',
    'Mutilva',
    'Sarriguren',
    'Tudela',
    'Estella',
    'Tafalla',
    'Olite',
    'Sangüesa',
    'Alsasua',
    'Puente la Reina',
    'Viana',
    'Lodosa',
    'San Adrián',
    'Peralta',
    'Marcilla',
    'Caparroso',
    'Castejón',
    'Corella',
    'Cintruénigo',
    'Fitero',
    'Milagro',
    'Mendavia',
    'Elizondo',
    'Bera',
    'Lesaka',
    'Leitza',
    'Ochagavía',
    'Roncesvalles',
  ],
  Cantabria: [
    'Santander',
    'Torrelavega',
    'Castro Urdiales',
    'Camargo',
    'Maliaño',
    'El Astillero',
    'Santa Cruz de Bezana',
    'Piélagos',
    'Renedo',
    'Laredo',
    'Santoña',
    'Colindres',
    'Noja',
    'Somo',
    'Suances',
    'Santillana del Mar',
    'Comillas',
    'San Vicente de la Barquera',
    'Cabezón de la Sal',
    'Los Corrales de Buelna',
    'Reinosa',
    'Potes',
    'Liérganes',
    'Solares',
    'Ramales de la Victoria',
    'Ampuero',
  ],
  'La Rioja': [
    'Logroño',
    'Lardero',
    'Villamediana de Iregua',
    'Albelda de Iregua',
    'Nalda',
    'Fuenmayor',
    'Navarrete',
    'Cenicero',
    'Agoncillo',
    'Haro',
    'Briones',
    'Casalarreina',
    'San Vicente de la Sonsierra',
    'Nájera',
    'Santo Domingo de la Calzada',
    'Ezcaray',
    'San Millán de la Cogolla',
    'Torrecilla en Cameros',
    'Murillo de Río Leza',
    'Calahorra',
    'Arnedo',
    'Autol',
    'Quel',
    'Pradejón',
    'Aldeanueva de Ebro',
    'Rincón de Soto',
    'Alfaro',
    'Cervera del Río Alhama',
    'Laguardia',
  ],
  Burgos: ['Miranda de Ebro'],
  Aragón: ['Tudela'],
};
const DIACRITICS = /[\u0300-\u036f]/g;

/** Lower-case and strip accents: 'Música Begoña' → 'musica begona' (the app's normalizeText). */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

/** The value as given, lower-cased, accent-stripped (case kept) and both (the app's townVariants). */
export function townVariants(value: string): string[] {
  const original = value.trim();
  if (original === '') return [];
  const stripped = original.normalize('NFD').replace(DIACRITICS, '').normalize('NFC');
  return [original, original.toLowerCase(), stripped, normalizeText(original)];
}

/** The province's towns ('alava' finds 'Álava'); empty for an unknown province. */
export function provinceTowns(province: string): readonly string[] {
  const wanted = normalizeText(province.trim());
  for (const [name, towns] of Object.entries(PROVINCE_TOWNS))
    if (normalizeText(name) === wanted) return towns;
  return [];
}

/** Town values of a city for `town in (…)`, deduplicated in a stable order; empty for an unknown city. */
export function cityTownSet(cityId: string): string[] {
  const city = getCity(cityId);
  const meta = city ? CITY_META[city.id] : undefined;
  if (!city || !meta) return [];
  const sources = [
    city.name,
    city.id,
    ...(CITY_LOCATIONS[city.id] ?? []).flatMap(([id, name]) => [name, id]),
    ...meta.nicknames,
    ...provinceTowns(meta.province),
  ];
  return [...new Set(sources.flatMap(townVariants))];
}
