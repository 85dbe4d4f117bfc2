/**
 * Town names, shared by the app (src/config/provinces.ts, the listing's town set) and the edge functions
 * (feeds, newsletter, importers), so both sides decide with one list which events a city shows.
 * Runtime-neutral: no Deno or browser API, and nothing runs on import, so the app's bundle carries only
 * what it calls.
 *
 * Province → main towns. A city shows the events of its province's towns, and 'otros-{cityId}' matches
 * province towns that are not among the city's own locations. Border towns count in two provinces:
 * Laguardia (Álava, La Rioja), Miranda de Ebro (Burgos, Álava), Tudela (Navarra, Aragón). Burgos and
 * Aragón are listed only as far as those border towns need.
 */

const DIACRITICS = /[\u0300-\u036f]/g;

/** Lower-case and strip accents: 'Música Begoña' → 'musica begona'. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

/** Province → main towns. */
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

/** Main towns of a province ('alava' finds 'Álava'); empty for an unknown province. */
export function provinceTowns(province: string): readonly string[] {
  const wanted = normalizeText(province.trim());
  for (const [name, towns] of Object.entries(PROVINCE_TOWNS))
    if (normalizeText(name) === wanted) return towns;
  return [];
}

/** Provinces a town belongs to, accent- and case-insensitive: 'tudela' → ['Navarra', 'Aragón']. */
export function provincesOfTown(townName: string): string[] {
  const wanted = normalizeText(townName.trim());
  if (!wanted) return [];
  return Object.entries(PROVINCE_TOWNS)
    .filter(([, towns]) => towns.some((town) => normalizeText(town) === wanted))
    .map(([province]) => province);
}

/**
 * The value as given, lower-cased, accent-stripped (case kept) and both: 'Begoña' → Begoña, begoña,
 * Begona, begona. Town filters use `town in (…)`, which is exact and case-sensitive, so every spelling
 * the data may use is listed.
 */
export function townVariants(value: string): string[] {
  const original = value.trim();
  if (original === '') return [];
  const stripped = original.normalize('NFD').replace(DIACRITICS, '').normalize('NFC');
  return [original, original.toLowerCase(), stripped, normalizeText(original)];
}

/** What a city's town set is made of: its names, its places and its nicknames. */
export interface TownSetCity {
  id: string;
  name: string;
  nicknames: readonly string[];
  locations: readonly { id: string; name: string }[];
}

/**
 * Town values of a city for `town in (…)`, deduplicated, in a stable order: every spelling of its name,
 * its id, its places' names and ids, its nicknames and its province's towns. Ids are included because
 * submitted events store the chosen place's id as their town (e.g. 'getxo', 'las-arenas').
 */
export function townSetOf(city: TownSetCity, provinceTownList: readonly string[]): string[] {
  const sources = [
    city.name,
    city.id,
    ...city.locations.flatMap((l) => [l.name, l.id]),
    ...city.nicknames,
    ...provinceTownList,
  ];
  return [...new Set(sources.flatMap(townVariants))];
}
