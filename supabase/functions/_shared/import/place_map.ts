/**
 * Where an imported item is listed: its municipality, as the source writes it (Spanish or Basque,
 * 'Donostia / San Sebastián', 'Bilbo', 'Iruña'), → the town spelling the product's city table uses and
 * the city whose listing shows that town; a neighbourhood when the address or venue names one of the
 * city's places. Built on the one city/town table (city_towns.ts, cities.ts); the only additions
 * are the other official or customary names of the towns that table lists. Pure and runtime-neutral.
 */
import { CITIES, CITY_LOCATIONS, getCity } from '../cities.ts';
import { CITY_META, normalizeText, provinceTowns } from '../city_towns.ts';

/**
 * Other names of towns the table lists (Basque or Spanish form, older spellings), → the table's
 * spelling. Only names a source may write for that same municipality.
 */
export const TOWN_ALIASES: Readonly<Record<string, string>> = {
  // Vizcaya / Bizkaia
  Baracaldo: 'Barakaldo',
  Guecho: 'Getxo',
  Santurce: 'Santurtzi',
  Lejona: 'Leioa',
  Galdácano: 'Galdakao',
  Amorebieta: 'Amorebieta-Etxano',
  Munguía: 'Mungia',
  Guernica: 'Gernika',
  'Guernica y Luno': 'Gernika-Lumo',
  Echévarri: 'Etxebarri',
  'Etxebarri, Doneztebeko Elizatea': 'Etxebarri',
  Sopelana: 'Sopela',
  Plencia: 'Plentzia',
  Trapagaran: 'Valle de Trápaga',
  'Valle de Trápaga-Trapagaran': 'Valle de Trápaga',
  'Abanto Zierbena': 'Abanto y Ciérvana',
  'Abanto y Ciérvana-Abanto Zierbena': 'Abanto y Ciérvana',
  Musques: 'Muskiz',
  Valmaseda: 'Balmaseda',
  Lequeitio: 'Lekeitio',
  Marquina: 'Markina-Xemein',
  'Marquina-Jeméin': 'Markina-Xemein',
  Mundaca: 'Mundaka',
  Baquio: 'Bakio',
  // Guipúzcoa / Gipuzkoa
  'Donostia-San Sebastián': 'San Sebastián',
  Irun: 'Irún',
  Rentería: 'Errenteria',
  Pasajes: 'Pasaia',
  Fuenterrabía: 'Hondarribia',
  Oyarzun: 'Oiartzun',
  Lasarte: 'Lasarte-Oria',
  Zarauz: 'Zarautz',
  Guetaria: 'Getaria',
  Zumaya: 'Zumaia',
  Motrico: 'Mutriku',
  Arrasate: 'Arrasate-Mondragón',
  Mondragón: 'Arrasate-Mondragón',
  Vergara: 'Bergara',
  Oñate: 'Oñati',
  Azcoitia: 'Azkoitia',
  Lazcano: 'Lazkao',
  Urrechu: 'Urretxu',
  Legazpia: 'Legazpi',
  // Álava / Araba
  Gasteiz: 'Vitoria-Gasteiz',
  Laudio: 'Llodio',
  Agurain: 'Salvatierra',
  Dulantzi: 'Alegría-Dulantzi',
  'Alegría de Álava': 'Alegría-Dulantzi',
  Legutiano: 'Legutio',
  Oion: 'Oyón',
  Bastida: 'Labastida',
  Biasteri: 'Laguardia',
  Eltziego: 'Elciego',
  Mañueta: 'Lapuebla de Labarca',
  Eskuernaga: 'Villabuena de Álava',
  Bilar: 'Elvillar',
  Lantziego: 'Lanciego',
  'Moreda Araba': 'Moreda de Álava',
  // Navarra / Nafarroa
  Iruñea: 'Pamplona',
  Burlata: 'Burlada',
  Atarrabia: 'Villava',
  Antsoain: 'Ansoáin',
  Uharte: 'Huarte',
  'Zizur Nagusia': 'Zizur Mayor',
  Noain: 'Noáin',
  'Noáin (Valle de Elorz)': 'Noáin',
  Mutilba: 'Mutilva',
  Tutera: 'Tudela',
  Lizarra: 'Estella',
  'Estella-Lizarra': 'Estella',
  Erriberri: 'Olite',
  Zangoza: 'Sangüesa',
  Altsasu: 'Alsasua',
  Gares: 'Puente la Reina',
  Otsagabia: 'Ochagavía',
  Orreaga: 'Roncesvalles',
  // Cantabria
  Astillero: 'El Astillero',
  Bezana: 'Santa Cruz de Bezana',
  'Castro-Urdiales': 'Castro Urdiales',
};

/** Province names a source may write (Basque, Spanish, bilingual) → the table's province. */
export const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  Bizkaia: 'Vizcaya',
  Biscay: 'Vizcaya',
  Gipuzkoa: 'Guipúzcoa',
  Araba: 'Álava',
  'Araba/Álava': 'Álava',
  'Álava/Araba': 'Álava',
  Nafarroa: 'Navarra',
  'Comunidad Foral de Navarra': 'Navarra',
  Navarre: 'Navarra',
  Rioja: 'La Rioja',
};

/** A name as a lookup key: no accents or case, separators ('/', '-', ',', '(') as single spaces. */
function key(name: string): string {
  return normalizeText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface TownEntry {
  town: string;
  cityIds: string[];
}

/** Lookup key → the town spelling and the cities whose listing shows it (in CITIES order). */
const TOWNS = new Map<string, TownEntry>();
function addTown(name: string, town: string, cityId: string): void {
  const k = key(name);
  const entry = TOWNS.get(k);
  if (!entry) TOWNS.set(k, { town, cityIds: [cityId] });
  else if (!entry.cityIds.includes(cityId)) entry.cityIds.push(cityId);
}
for (const city of CITIES) {
  const meta = CITY_META[city.id]!;
  addTown(city.name, city.name, city.id);
  for (const nickname of meta.nicknames) addTown(nickname, city.name, city.id);
  for (const town of provinceTowns(meta.province)) addTown(town, town, city.id);
  for (const [, name, parent] of CITY_LOCATIONS[city.id] ?? []) if (!parent) addTown(name, name, city.id);
}
for (const [alias, town] of Object.entries(TOWN_ALIASES)) {
  const entry = TOWNS.get(key(town));
  if (entry) for (const cityId of entry.cityIds) addTown(alias, entry.town, cityId);
}
// 'Capital cántabra' and the like are nicknames of the listing, not names a source writes for a town.
for (const k of [...TOWNS.keys()]) if (k.startsWith('capital ')) TOWNS.delete(k);

/**
 * Neighbourhood names a source may write in Basque → the place id in CITY_LOCATIONS, per city.
 * ('Alde Zaharra', the old town, names a different place in each city.)
 */
export const NEIGHBOURHOOD_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bilbao: {
    'Alde Zaharra': 'casco-viejo',
    Zazpikaleak: 'casco-viejo',
    Deustu: 'deusto',
    Errekalde: 'rekalde',
  },
  sansebastian: { 'Alde Zaharra': 'parte-vieja', Antigua: 'antiguo', 'Amara Berri': 'amara' },
  pamplona: {
    'Alde Zaharra': 'casco-antiguo',
    Arrotxapea: 'rochapea',
    Donibane: 'san-juan',
    Zabalgunea: 'ensanches',
  },
  vitoria: { 'Alde Zaharra': 'casco-medieval', Zabalgunea: 'ensanche' },
};

/** Neighbourhood names too common in venue and street names to tell a place ('Centro Cívico…'). */
const GENERIC_NEIGHBOURHOODS = new Set(['centro']);

/** A town's neighbourhoods: [lookup key, stored name], longest key first. */
function neighbourhoodsOf(cityId: string, town: string): Array<[string, string]> {
  const rows = CITY_LOCATIONS[cityId] ?? [];
  const townRow = rows.find(([, name, parent]) => !parent && key(name) === key(town));
  if (!townRow) return [];
  const out: Array<[string, string]> = [];
  for (const [id, name, parent] of rows) {
    if (parent !== townRow[0] || GENERIC_NEIGHBOURHOODS.has(key(name))) continue;
    out.push([key(name), name]);
    for (const [alias, target] of Object.entries(NEIGHBOURHOOD_ALIASES[cityId] ?? {}))
      if (target === id) out.push([key(alias), name]);
  }
  return out.sort((a, b) => b[0].length - a[0].length);
}

/** The first of the town's neighbourhoods the texts name as whole words (address before venue). */
function findNeighbourhood(cityId: string, town: string, texts: Array<string | undefined>): string | null {
  const places = neighbourhoodsOf(cityId, town);
  if (places.length === 0) return null;
  for (const text of texts) {
    if (!text) continue;
    const padded = ` ${key(text)} `;
    for (const [k, name] of places) if (padded.includes(` ${k} `)) return name;
  }
  return null;
}

/**
 * Neighbourhoods a source may give as the municipality ('Algorta', 'Las Arenas': parts of Getxo) →
 * their town and city; only names no other place of the table shares, and no generic ones.
 */
const NEIGHBOURHOOD_TOWNS = new Map<string, { town: string; cityId: string; neighborhood: string }>();
{
  const seen = new Map<string, number>();
  const rows = Object.entries(CITY_LOCATIONS).flatMap(([cityId, list]) =>
    list.map((row) => ({ cityId, row })),
  );
  for (const { row } of rows) seen.set(key(row[1]), (seen.get(key(row[1])) ?? 0) + 1);
  for (const { cityId, row } of rows) {
    const [, name, parent] = row;
    const k = key(name);
    if (!parent || seen.get(k) !== 1 || GENERIC_NEIGHBOURHOODS.has(k) || TOWNS.has(k)) continue;
    const town = CITY_LOCATIONS[cityId]!.find(([id]) => id === parent)?.[1];
    if (town) NEIGHBOURHOOD_TOWNS.set(k, { town, cityId, neighborhood: name });
  }
}

/** The table's province for a name a source writes ('Bizkaia' → 'Vizcaya'), else undefined. */
function tableProvince(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const k = key(name);
  for (const [alias, province] of Object.entries(PROVINCE_ALIASES)) if (key(alias) === k) return province;
  for (const meta of Object.values(CITY_META)) if (key(meta.province) === k) return meta.province;
  return undefined;
}

/** The town entry for a municipality name: the whole name, else each part of 'A / B' or 'A-B'. */
function lookupTown(name: string): TownEntry | undefined {
  const whole = TOWNS.get(key(name));
  if (whole) return whole;
  for (const part of name.split(/\s*[/,(]\s*|\s+-\s+|-/)) {
    const found = part.trim() === '' ? undefined : TOWNS.get(key(part));
    if (found) return found;
  }
  return undefined;
}

/**
 * The table's spelling of a town a source names ('Donostia' → 'San Sebastián', 'Iruñea' →
 * 'Pamplona'), matched whole, accents and case aside; undefined when the name is not a town the
 * listings show. For texts that may or may not name a town, such as the end of an iCalendar LOCATION.
 */
export function tableTown(name: string | undefined): string | undefined {
  const k = key(name ?? '');
  return k === '' ? undefined : TOWNS.get(k)?.town;
}

/**
 * A box of latitude and longitude around the six cities' provinces — Bizkaia, Gipuzkoa and Álava,
 * Navarra, Cantabria and La Rioja span about 41.91–43.52 N and 4.85–0.72 W — with about 10 km of
 * margin. A point outside it cannot be in any city's listing, whatever else the item says (a feed's
 * GEO in Madrid); a point inside is not proof of the contrary (Burgos is in the box), so the
 * municipality still decides there.
 */
export const SIX_CITIES_BOUNDS = { south: 41.8, north: 43.65, west: -4.95, east: -0.6 } as const;

/** True when the point is inside SIX_CITIES_BOUNDS. */
export function insideSixCitiesBounds(latitude: number, longitude: number): boolean {
  const b = SIX_CITIES_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

export interface PlaceInput {
  municipality?: string;
  municipalityEu?: string;
  province?: string;
  address?: string;
  venue?: string;
  /** The item's point, when the source gives one (both or neither). */
  latitude?: number;
  longitude?: number;
}

/** 'coordenadas 40.4168, -3.7038' for a point outside the box, else null (no point, or inside). */
function pointOutside(input: PlaceInput): string | null {
  const { latitude, longitude } = input;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return insideSixCitiesBounds(latitude, longitude) ? null : `coordenadas ${latitude}, ${longitude}`;
}

export type PlaceResult =
  { ok: true; town: string; cityId: string; neighborhood: string | null } | { ok: false; reason: string };

/**
 * The item's town, city and neighbourhood.
 *
 * - A municipality the table knows (Spanish or Basque name, or either half of a bilingual name) →
 *   its spelling in the table; a neighbourhood given as the municipality ('Algorta') → its town. When several cities list it (Laguardia: Vitoria and Logroño), the
 *   item's province decides, then the source's city, then the table's order.
 * - No municipality → the source's city (`cityId`) and its main town.
 * - A municipality the table does not know → rejected: no city's listing would show it.
 * - No municipality and no city → rejected.
 * - A point outside SIX_CITIES_BOUNDS → rejected, even with a known municipality or none at all (the
 *   source's city would otherwise adopt an event held elsewhere). An unknown municipality is reported
 *   first, by its name.
 */
export function resolvePlace(input: PlaceInput, cityId?: string): PlaceResult {
  const contextCity = getCity(cityId)?.id;
  const names = [input.municipality, input.municipalityEu]
    .map((n) => n?.trim() ?? '')
    .filter((n) => n !== '');

  const outside = pointOutside(input);
  const farAway = (): PlaceResult => ({ ok: false, reason: `fuera de las seis ciudades: ${outside}` });

  let town: string;
  let city: string;
  if (names.length === 0) {
    if (outside) return farAway();
    if (!contextCity) return { ok: false, reason: 'sin municipio ni ciudad' };
    town = getCity(contextCity)!.name;
    city = contextCity;
  } else {
    const entry = names.map(lookupTown).find((e) => e !== undefined);
    const part = entry ? undefined : names.map((n) => NEIGHBOURHOOD_TOWNS.get(key(n))).find((e) => e);
    if (!entry) {
      if (!part) {
        const province = tableProvince(input.province);
        const where = province ? ` (${province})` : '';
        return { ok: false, reason: `fuera de las seis ciudades: ${names[0]}${where}` };
      }
      if (outside) return farAway();
      return { ok: true, town: part.town, cityId: part.cityId, neighborhood: part.neighborhood };
    }
    if (outside) return farAway();
    const province = tableProvince(input.province);
    const byProvince = province
      ? entry.cityIds.find((id) => CITY_META[id]?.province === province)
      : undefined;
    const byContext = contextCity && entry.cityIds.includes(contextCity) ? contextCity : undefined;
    town = entry.town;
    city = byProvince ?? byContext ?? entry.cityIds[0]!;
  }
  return {
    ok: true,
    town,
    cityId: city,
    neighborhood: findNeighbourhood(city, town, [input.address, input.venue]),
  };
}
