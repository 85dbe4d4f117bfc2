/**
 * Cities and their places, copied from the app's src/config/cities.ts and locations.ts.
 * Used for e-mail text ("Agenda Norte Bilbao"), to turn the form's town/neighbourhood ids into names,
 * and for the allow-list of city sub-domains. tests/functions/taxonomy.test.ts checks it against the app.
 */

export interface CityInfo {
  id: string;
  name: string;
}

export const CITIES: readonly CityInfo[] = [
  { id: 'bilbao', name: 'Bilbao' },
  { id: 'sansebastian', name: 'San Sebastián' },
  { id: 'pamplona', name: 'Pamplona' },
  { id: 'vitoria', name: 'Vitoria-Gasteiz' },
  { id: 'santander', name: 'Santander' },
  { id: 'logronio', name: 'Logroño' },
];

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

export interface PlaceInfo {
  id: string;
  name: string;
  cityId: string;
  parentId?: string;
}

const CITY_BY_ID = new Map(CITIES.map((c) => [c.id, c]));
const PLACES = new Map<string, PlaceInfo>();
for (const [cityId, rows] of Object.entries(CITY_LOCATIONS)) {
  for (const [id, name, parentId] of rows) {
    PLACES.set(id, parentId ? { id, name, cityId, parentId } : { id, name, cityId });
  }
}

/** Case-insensitive lookup of a city by id (which is also its sub-domain label). */
export function getCity(id: unknown): CityInfo | undefined {
  return typeof id === 'string' ? CITY_BY_ID.get(id.trim().toLowerCase()) : undefined;
}

/** 'bilbao' → 'Bilbao'; unknown → the generic name. */
export function cityName(id: unknown): string {
  return getCity(id)?.name ?? GENERIC_CITY_NAME;
}

/** Any city's place by id (case-insensitive): towns and neighbourhoods. */
export function getPlace(id: unknown): PlaceInfo | undefined {
  return typeof id === 'string' ? PLACES.get(id.trim().toLowerCase()) : undefined;
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
