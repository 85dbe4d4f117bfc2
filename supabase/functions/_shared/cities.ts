/**
 * The six cities and their places, shared by the app (src/config/cities.ts and locations.ts add the
 * themes, artwork and contact details) and the edge functions (e-mail text such as "Agenda Norte Bilbao",
 * the form's town/neighbourhood ids turned into names, the allow-list of city sub-domains, the feeds'
 * town sets), so both sides know the same cities and places. Runtime-neutral and free of UI concerns.
 */

export interface CityInfo {
  id: string;
  name: string;
  /** The province whose towns the city also shows (towns.ts PROVINCE_TOWNS). */
  province: string;
  /** Other names the data may give the city as its town. */
  nicknames: readonly string[];
}

/** The cities in the description's order; ids are also their sub-domain labels. */
export const CITY_ROWS = [
  { id: 'bilbao', name: 'Bilbao', province: 'Vizcaya', nicknames: ['Botxo', 'Bilbo'] },
  {
    id: 'sansebastian',
    name: 'San Sebastián',
    province: 'Guipúzcoa',
    nicknames: ['Donostia', 'Donosti', 'Donostia-San Sebastián'],
  },
  { id: 'pamplona', name: 'Pamplona', province: 'Navarra', nicknames: ['Iruña', 'Iruñea'] },
  { id: 'vitoria', name: 'Vitoria-Gasteiz', province: 'Álava', nicknames: ['Gasteiz', 'Vitoria'] },
  { id: 'santander', name: 'Santander', province: 'Cantabria', nicknames: ['Capital cántabra'] },
  { id: 'logronio', name: 'Logroño', province: 'La Rioja', nicknames: ['Capital riojana'] },
] as const satisfies readonly CityInfo[];

// CITY_ROWS keeps its ids as literal types, so the type check holds the app to a theme for each city;
// CITIES is the same list with plain string ids, so it can be searched with any string.
export const CITIES: readonly CityInfo[] = CITY_ROWS;

/**
 * Each city in Basque as a Basque text declines it: its name, 'in <city>' (inessive) and 'of <city>'
 * (local genitive, 'Bilboko agenda'). Basque suffixes depend on the name's ending, so each form is
 * written out rather than built.
 */
export const CITY_NAMES_EU: Readonly<
  Record<(typeof CITY_ROWS)[number]['id'], { name: string; in: string; of: string }>
> = {
  bilbao: { name: 'Bilbo', in: 'Bilbon', of: 'Bilboko' },
  sansebastian: { name: 'Donostia', in: 'Donostian', of: 'Donostiako' },
  pamplona: { name: 'Iruñea', in: 'Iruñean', of: 'Iruñeko' },
  vitoria: { name: 'Gasteiz', in: 'Gasteizen', of: 'Gasteizko' },
  santander: { name: 'Santander', in: 'Santanderren', of: 'Santanderreko' },
  logronio: { name: 'Logroño', in: 'Logroñon', of: 'Logroñoko' },
};

/** CITY_NAMES_EU's forms of a city; a city without them keeps its name in each. */
export function cityFormsEu(cityId: string, cityName: string): { name: string; in: string; of: string } {
  return (
    (CITY_NAMES_EU as Readonly<Record<string, { name: string; in: string; of: string }>>)[cityId] ?? {
      name: cityName,
      in: cityName,
      of: cityName,
    }
  );
}

/** Used when no city can be told (a custom town, no Origin header). */
export const GENERIC_CITY_NAME = 'Norte de España';

/** Places by city: [id, name, parentId?]. A row without a parent is a town; the others are its neighbourhoods. */
export const CITY_LOCATIONS: Readonly<Record<string, ReadonlyArray<readonly [string, string, string?]>>> = {
  bilbao: [
    ['bilbao', 'Bilbao'],
    ['abando', 'Abando', 'bilbao'],
    ['casco-viejo', 'Casco Viejo', 'bilbao'],
    ['deusto', 'Deusto', 'bilbao'],
    ['begoña', 'Begoña', 'bilbao'],
    ['santutxu', 'Santutxu', 'bilbao'],
    ['indautxu', 'Indautxu', 'bilbao'],
    ['rekalde', 'Rekalde', 'bilbao'],
    ['zorrotzaurre', 'Zorrotzaurre', 'bilbao'],
    ['san-francisco', 'San Francisco', 'bilbao'],
    ['getxo', 'Getxo'],
    ['algorta', 'Algorta', 'getxo'],
    ['las-arenas', 'Las Arenas', 'getxo'],
    ['romoko-kultur-etxea', 'Romoko Kultur Etxea', 'getxo'],
    ['barakaldo', 'Barakaldo'],
    ['barakaldo-centro', 'Centro', 'barakaldo'],
    ['santurtzi', 'Santurtzi'],
    ['santurtzi-centro', 'Centro', 'santurtzi'],
    ['portugalete', 'Portugalete'],
    ['portugalete-centro', 'Centro', 'portugalete'],
    ['basauri', 'Basauri'],
    ['basauri-centro', 'Centro', 'basauri'],
    ['durango', 'Durango'],
    ['durango-centro', 'Centro', 'durango'],
    ['gernika', 'Gernika'],
    ['gernika-centro', 'Centro', 'gernika'],
    ['leioa', 'Leioa'],
    ['leioa-centro', 'Centro', 'leioa'],
    ['mungia', 'Mungia'],
    ['mungia-centro', 'Centro', 'mungia'],
  ],
  sansebastian: [
    ['sansebastian', 'San Sebastián'],
    ['parte-vieja', 'Parte Vieja', 'sansebastian'],
    ['centro', 'Centro', 'sansebastian'],
    ['gros', 'Gros', 'sansebastian'],
    ['amara', 'Amara', 'sansebastian'],
    ['antiguo', 'El Antiguo', 'sansebastian'],
    ['egia', 'Egia', 'sansebastian'],
    ['pasaia', 'Pasaia'],
    ['hondarribia', 'Hondarribia'],
    ['irun', 'Irún'],
    ['zarautz', 'Zarautz'],
  ],
  pamplona: [
    ['pamplona', 'Pamplona'],
    ['casco-antiguo', 'Casco Antiguo', 'pamplona'],
    ['ensanches', 'Ensanches', 'pamplona'],
    ['san-juan', 'San Juan', 'pamplona'],
    ['iturrama', 'Iturrama', 'pamplona'],
    ['rochapea', 'Rochapea', 'pamplona'],
    ['txantrea', 'Txantrea', 'pamplona'],
    ['milagrosa', 'La Milagrosa', 'pamplona'],
    ['burlada', 'Burlada'],
    ['baranain', 'Barañáin'],
  ],
  vitoria: [
    ['vitoria', 'Vitoria-Gasteiz'],
    ['casco-medieval', 'Casco Medieval', 'vitoria'],
    ['ensanche', 'Ensanche', 'vitoria'],
    ['lakua', 'Lakua', 'vitoria'],
    ['salburua', 'Salburua', 'vitoria'],
  ],
  santander: [
    ['santander', 'Santander'],
    ['santander-centro', 'Centro', 'santander'],
    ['el-sardinero', 'El Sardinero', 'santander'],
    ['puertochico', 'Puertochico', 'santander'],
    ['cueto', 'Cueto', 'santander'],
    ['torrelavega', 'Torrelavega'],
  ],
  logronio: [
    ['logronio', 'Logroño'],
    ['logronio-casco-antiguo', 'Casco Antiguo', 'logronio'],
    ['logronio-centro', 'Centro', 'logronio'],
    ['cascajos', 'Cascajos', 'logronio'],
    ['lobete', 'Lobete', 'logronio'],
    ['yague', 'Yagüe', 'logronio'],
    ['varea', 'Varea', 'logronio'],
    ['el-cubo', 'El Cubo', 'logronio'],
    ['haro', 'Haro'],
    ['calahorra', 'Calahorra'],
    ['arnedo', 'Arnedo'],
    ['najera', 'Nájera'],
    ['santo-domingo-de-la-calzada', 'Santo Domingo de la Calzada'],
    ['alfaro', 'Alfaro'],
    ['ezcaray', 'Ezcaray'],
    ['lardero', 'Lardero'],
    ['villamediana-de-iregua', 'Villamediana de Iregua'],
    ['albelda-de-iregua', 'Albelda de Iregua'],
    ['fuenmayor', 'Fuenmayor'],
    ['navarrete', 'Navarrete'],
    ['cenicero', 'Cenicero'],
    ['rincon-de-soto', 'Rincón de Soto'],
    ['autol', 'Autol'],
    ['cervera-del-rio-alhama', 'Cervera del Río Alhama'],
    ['briones', 'Briones'],
  ],
};

/**
 * Places' names in Basque where Basque names them otherwise (official or customary names: 'Alde
 * Zaharra', 'Areeta', 'Donibane'); the others keep their name. Display names only: ids and the
 * stored names stay as CITY_LOCATIONS has them.
 */
export const PLACE_NAMES_EU: Readonly<Record<string, string>> = {
  bilbao: 'Bilbo',
  'casco-viejo': 'Alde Zaharra',
  'san-francisco': 'San Frantzisko',
  'las-arenas': 'Areeta',
  sansebastian: 'Donostia',
  'parte-vieja': 'Alde Zaharra',
  centro: 'Erdialdea',
  antiguo: 'Antiguo',
  irun: 'Irun',
  pamplona: 'Iruñea',
  'casco-antiguo': 'Alde Zaharra',
  ensanches: 'Zabalguneak',
  'san-juan': 'Donibane',
  rochapea: 'Arrotxapea',
  milagrosa: 'Arrosadia',
  burlada: 'Burlata',
  baranain: 'Barañain',
  vitoria: 'Gasteiz',
  'casco-medieval': 'Alde Zaharra',
  ensanche: 'Zabalgunea',
  'logronio-casco-antiguo': 'Alde Zaharra',
};

/** A town's 'Centro' in Basque. */
const CENTRE_EU = 'Erdigunea';

/** A place's name in Basque: PLACE_NAMES_EU's, 'Erdigunea' for a 'Centro', else its own name. */
export function placeNameEu(id: string, name: string): string {
  return PLACE_NAMES_EU[id] ?? (name === 'Centro' ? CENTRE_EU : name);
}

export interface PlaceInfo {
  id: string;
  name: string;
  cityId: string;
  parentId?: string;
}

// Built on first use, not on import: the app imports the lists alone, and its bundle then carries no
// lookup it never calls (a statement run on import is kept by the bundler whether used or not).
let cityById: Map<string, CityInfo> | undefined;
let places: Map<string, PlaceInfo> | undefined;

function placesById(): Map<string, PlaceInfo> {
  if (places) return places;
  places = new Map();
  for (const [cityId, rows] of Object.entries(CITY_LOCATIONS)) {
    for (const [id, name, parentId] of rows) {
      places.set(id, parentId ? { id, name, cityId, parentId } : { id, name, cityId });
    }
  }
  return places;
}

/** Case-insensitive lookup of a city by id (which is also its sub-domain label). */
export function getCity(id: unknown): CityInfo | undefined {
  if (typeof id !== 'string') return undefined;
  cityById ??= new Map(CITIES.map((c) => [c.id, c]));
  return cityById.get(id.trim().toLowerCase());
}

/** 'bilbao' → 'Bilbao'; unknown → the generic name. */
export function cityName(id: unknown): string {
  return getCity(id)?.name ?? GENERIC_CITY_NAME;
}

/** Any city's place by id (case-insensitive): towns and neighbourhoods. */
export function getPlace(id: unknown): PlaceInfo | undefined {
  return typeof id === 'string' ? placesById().get(id.trim().toLowerCase()) : undefined;
}

/**
 * The city a request comes from, told by the first label of a URL's host ('https://bilbao.agendanorte.es'
 * or 'http://bilbao.localhost:5173' → bilbao). Undefined when the host names no city.
 */
export function cityFromOrigin(origin: string | null | undefined): CityInfo | undefined {
  if (!origin) return undefined;
  try {
    const host = new URL(origin).hostname;
    return getCity(host.split('.')[0]);
  } catch {
    return undefined;
  }
}
