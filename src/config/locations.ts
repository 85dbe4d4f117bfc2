/**
 * Places of each city. Top-level entries are towns; a neighbourhood's parentId
 * is its town's id. Each city's own town has the city's id ('bilbao', 'sansebastian', …). Ids are unique
 * across all cities so a place can be looked up without knowing its city.
 */
import type { Location } from '@/config/types';

type Pair = readonly [id: string, name: string];

function town(id: string, name: string): Location {
  return { id, name };
}

function within(parentId: string, places: readonly Pair[]): Location[] {
  return places.map(([id, name]) => ({ id, name, parentId }));
}

/** A town whose only child is its centre, with id '{town}-centro'. */
function townWithCentre(id: string, name: string): Location[] {
  return [town(id, name), { id: `${id}-centro`, name: 'Centro', parentId: id }];
}

// ── Bilbao (Vizcaya) ───────────────────────────────────────────────────────────
const BILBAO_DISTRICTS: readonly Pair[] = [
  ['abando', 'Abando'],
  ['casco-viejo', 'Casco Viejo'],
  ['deusto', 'Deusto'],
  ['begoña', 'Begoña'],
  ['santutxu', 'Santutxu'],
  ['indautxu', 'Indautxu'],
  ['rekalde', 'Rekalde'],
  ['zorrotzaurre', 'Zorrotzaurre'],
  ['san-francisco', 'San Francisco'],
];

const GETXO_AREAS: readonly Pair[] = [
  ['algorta', 'Algorta'],
  ['las-arenas', 'Las Arenas'],
  ['romoko-kultur-etxea', 'Romoko Kultur Etxea'],
];

/** Towns of the Bilbao city besides Bilbao and Getxo; each has one child 'Centro'. */
const BILBAO_AREA_TOWNS: readonly Pair[] = [
  ['barakaldo', 'Barakaldo'],
  ['santurtzi', 'Santurtzi'],
  ['portugalete', 'Portugalete'],
  ['basauri', 'Basauri'],
  ['durango', 'Durango'],
  ['gernika', 'Gernika'],
  ['leioa', 'Leioa'],
  ['mungia', 'Mungia'],
];

const BILBAO_LOCATIONS: Location[] = [
  town('bilbao', 'Bilbao'),
  ...within('bilbao', BILBAO_DISTRICTS),
  town('getxo', 'Getxo'),
  ...within('getxo', GETXO_AREAS),
  ...BILBAO_AREA_TOWNS.flatMap(([id, name]) => townWithCentre(id, name)),
];

// ── San Sebastián (Guipúzcoa) ──────────────────────────────────────────────────
const SANSEBASTIAN_LOCATIONS: Location[] = [
  town('sansebastian', 'San Sebastián'),
  ...within('sansebastian', [
    ['parte-vieja', 'Parte Vieja'],
    ['centro', 'Centro'],
    ['gros', 'Gros'],
    ['amara', 'Amara'],
    ['antiguo', 'El Antiguo'],
    ['egia', 'Egia'],
  ]),
  town('pasaia', 'Pasaia'),
  town('hondarribia', 'Hondarribia'),
  town('irun', 'Irún'),
  town('zarautz', 'Zarautz'),
];

// ── Pamplona (Navarra) ─────────────────────────────────────────────────────────
const PAMPLONA_LOCATIONS: Location[] = [
  town('pamplona', 'Pamplona'),
  ...within('pamplona', [
    ['casco-antiguo', 'Casco Antiguo'],
    ['ensanches', 'Ensanches'],
    ['san-juan', 'San Juan'],
    ['iturrama', 'Iturrama'],
    ['rochapea', 'Rochapea'],
    ['txantrea', 'Txantrea'],
    ['milagrosa', 'La Milagrosa'],
  ]),
  town('burlada', 'Burlada'),
  town('baranain', 'Barañáin'),
];

// ── Vitoria-Gasteiz (Álava) ────────────────────────────────────────────────────
const VITORIA_LOCATIONS: Location[] = [
  town('vitoria', 'Vitoria-Gasteiz'),
  ...within('vitoria', [
    ['casco-medieval', 'Casco Medieval'],
    ['ensanche', 'Ensanche'],
    ['lakua', 'Lakua'],
    ['salburua', 'Salburua'],
  ]),
];

// ── Santander (Cantabria) ──────────────────────────────────────────────────────
const SANTANDER_LOCATIONS: Location[] = [
  town('santander', 'Santander'),
  ...within('santander', [
    ['santander-centro', 'Centro'],
    ['el-sardinero', 'El Sardinero'],
    ['puertochico', 'Puertochico'],
    ['cueto', 'Cueto'],
  ]),
  town('torrelavega', 'Torrelavega'),
];

// ── Logroño (La Rioja) ─────────────────────────────────────────────────────────
const LA_RIOJA_TOWNS: readonly Pair[] = [
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
];

const LOGRONIO_LOCATIONS: Location[] = [
  town('logronio', 'Logroño'),
  ...within('logronio', [
    ['logronio-casco-antiguo', 'Casco Antiguo'],
    ['logronio-centro', 'Centro'],
    ['cascajos', 'Cascajos'],
    ['lobete', 'Lobete'],
    ['yague', 'Yagüe'],
    ['varea', 'Varea'],
    ['el-cubo', 'El Cubo'],
  ]),
  ...LA_RIOJA_TOWNS.map(([id, name]) => town(id, name)),
];

/** Locations by city id. */
export const CITY_LOCATIONS: Readonly<Record<string, Location[]>> = {
  bilbao: BILBAO_LOCATIONS,
  sansebastian: SANSEBASTIAN_LOCATIONS,
  pamplona: PAMPLONA_LOCATIONS,
  vitoria: VITORIA_LOCATIONS,
  santander: SANTANDER_LOCATIONS,
  logronio: LOGRONIO_LOCATIONS,
};

export function getCityLocations(cityId: string): Location[] {
  return CITY_LOCATIONS[cityId] ?? [];
}

/** Towns: the entries without a parent. */
export function getTopLevelLocations(locations: readonly Location[]): Location[] {
  return locations.filter((location) => !location.parentId);
}

export function getChildLocations(locations: readonly Location[], parentId: string): Location[] {
  return locations.filter((location) => location.parentId === parentId);
}

const ALL_LOCATIONS = new Map(
  Object.values(CITY_LOCATIONS)
    .flat()
    .map((location) => [location.id, location]),
);

/** Any city's location by id. */
export function getLocation(id: string): Location | undefined {
  return ALL_LOCATIONS.get(id);
}

// ── 'Other places of the province' ─────────────────────────────────────────────
export const OTHER_PLACES_PREFIX = 'otros-';

/** The place-filter value meaning "places of the province not listed among the city's locations". */
export function otherPlacesId(cityId: string): string {
  return `${OTHER_PLACES_PREFIX}${cityId}`;
}

/** 'otros-bilbao' → 'bilbao'; any other value → undefined. */
export function cityIdOfOtherPlaces(value: string): string | undefined {
  return value.startsWith(OTHER_PLACES_PREFIX)
    ? value.slice(OTHER_PLACES_PREFIX.length) || undefined
    : undefined;
}

/** Places offered in the newsletter preferences, verbatim from the product description. */
export const NEWSLETTER_LOCATIONS: readonly string[] = [
  'Bilbao',
  'Getxo',
  'Barakaldo',
  'Santurtzi',
  'Portugalete',
  'Sestao',
  'Durango',
  'Erandio',
];
