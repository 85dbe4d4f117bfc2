/**
 * Fills a database with N synthetic but plausible events for benchmarks:
 *
 *   npm run seed:large -- 20000            # replaces earlier synthetic events with 20 000 new ones
 *   npm run seed:large -- 5000 --seed 7    # another deterministic set
 *   npm run seed:large -- 5000 --series 500  # 500 of them weekly series for a year
 *   npm run seed:large -- --clear          # removes them all
 *
 * Talks to a running stack's REST API with the service-role key: SUPABASE_URL (default
 * http://127.0.0.1:$PORT, port 54321) and SUPABASE_SERVICE_ROLE_KEY (default: the local key).
 * The events spread evenly over the six cities, in real towns of each city's town set (so the city
 * listing finds them), with the app's categories, dates over the next 60 days from today in
 * Europe/Madrid, free and paid, with times and tags. The output is deterministic for a given N,
 * seed and day (seeded PRNG, ids included). Every synthetic event carries the tag 'seed-large', by
 * which it is removed again; other events are never touched. Rows go in batches of 500.
 *
 * `--series S` turns S of the N events (spread evenly over the cities and through each one's events)
 * into weekly series for a year
 * on their start weekday, for the bench's series comparison (tests/bench/series-bench.ts): the same
 * events otherwise, so a run with and one without series compare like with like. Without it the
 * output is exactly what it was before series existed (no recurrence column is sent).
 */
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  getChildCategories,
  getCategoryImagePath,
  TOP_LEVEL_CATEGORIES,
} from '../../src/config/categories.ts';
import { CITIES } from '../../src/config/cities.ts';
import { getProvinceTowns } from '../../src/config/provinces.ts';
import { DEFAULT_PORT, DEFAULT_SERVICE_ROLE_KEY } from './config.ts';

export const SEED_LARGE_TAG = 'seed-large';
export const DEFAULT_BATCH_SIZE = 500;
export const DAYS_AHEAD = 60;

export interface SyntheticEvent {
  id: string;
  title: string;
  description: string;
  category_id: string[];
  subcategory: string[];
  image_url: string | null;
  venue: string;
  town: string;
  neighborhood: string | null;
  address: string;
  start_date: string;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  price: number | null;
  is_free: boolean;
  ticket_url: string | null;
  info_url: string | null;
  organizer: string;
  tags: string[];
  artist: string | null;
  destacado: number;
  /** Only with the series option: the weekly rule, or null for a single event. */
  recurrence_rule?: string | null;
}

// ── Deterministic randomness ─────────────────────────────────────────────────────────────────
/** mulberry32: small, fast, good enough for plausible data; same seed → same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
const chance = (rng: Rng, p: number): boolean => rng() < p;

/** A version-4-shaped uuid from the generator (deterministic, unlike crypto.randomUUID). */
function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// ── Dates ────────────────────────────────────────────────────────────────────────────────────
/** Today in Europe/Madrid, 'yyyy-MM-dd'. */
export function madridToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// ── Vocabulary (fictional artists and companies; generic venue kinds) ─────────────────────────
const FIRST_NAMES = [
  'Ane',
  'Jon',
  'Maite',
  'Iker',
  'Leire',
  'Unai',
  'Nerea',
  'Mikel',
  'Amaia',
  'Xabier',
  'Lucía',
  'Pablo',
  'Irati',
  'Asier',
  'Carmen',
  'Javier',
  'June',
  'Eneko',
  'Marta',
  'Aitor',
];
const SURNAMES = [
  'Etxeberria',
  'Goikoetxea',
  'Arrieta',
  'Olano',
  'Zubizarreta',
  'Lasa',
  'Uribe',
  'Goñi',
  'Sáenz',
  'Ruiz',
  'Martínez',
  'Aguirre',
  'Ibarra',
  'Garmendia',
  'Echávarri',
  'Otaegui',
];
const BANDS = [
  'Los Txokos',
  'La Galerna',
  'Bruma Norte',
  'Itsaso Trío',
  'Los del Ensanche',
  'Marea Alta',
  'Orbel',
  'Sirimiri',
  'Txalaparta Kolektiboa',
  'Cierzo',
  'Ribera Swing',
  'Brisa Cantábrica',
];
const COMPANIES = [
  'Compañía Kilikilo',
  'Teatro del Cierzo',
  'Dantza Berria',
  'La Tramoya',
  'Atalaya Escena',
  'Compañía Ezkurra',
];

const TITLES: Record<string, readonly string[]> = {
  musica: [
    'Concierto de {band}',
    'Noche de jazz con {person}',
    '{band} en directo',
    'Recital de piano: {person}',
    'Sesión acústica con {person}',
  ],
  arte: [
    'Exposición colectiva «{theme}»',
    'Taller de acuarela en {town}',
    'Visita comentada: {theme}',
    'Arte urbano en {town}',
  ],
  fiestas: [
    'Fiestas de {saint} en {town}',
    'Verbena popular con {band}',
    'Tardeo en {town}',
    'Romería de {saint}',
  ],
  escenicos: [
    '{company}: «{theme}»',
    'Monólogos con {person}',
    'Teatro de calle en {town}',
    'Danza contemporánea: {company}',
  ],
  gastronomia: [
    'Ruta de pintxos por {town}',
    'Feria del queso de {town}',
    'Cata de vinos de Rioja',
    'Jornadas de la sidra',
    'Showcooking con {person}',
  ],
  deportes: [
    'Carrera popular de {town}',
    'Partido de pelota en {town}',
    'Marcha montañera a {mountain}',
    'Regata de traineras',
  ],
  infantil: [
    'Cuentacuentos en {town}',
    'Taller infantil de ciencia',
    'Títeres: {company}',
    'Gymkana familiar en {town}',
  ],
  ciencia: [
    'Charla: {theme}',
    'Noche de estrellas en {mountain}',
    'Taller de robótica',
    'Ciencia en el bar: {theme}',
  ],
  literatura: [
    'Presentación del libro de {person}',
    'Club de lectura: {theme}',
    'Recital de poesía con {person}',
    'Feria del libro de {town}',
  ],
  charlas: ['Conferencia: {theme}', 'Mesa redonda sobre {theme}', 'Charla con {person}'],
  visitas: [
    'Visita guiada por el casco de {town}',
    'Ruta histórica: {theme}',
    'Free tour por {town}',
    'Paseo botánico en {town}',
  ],
  cine: ['Ciclo de cine: {theme}', 'Cine de verano en {town}', 'Proyección y coloquio con {person}'],
  cultura: [
    'Jornada de cultura vasca en {town}',
    'Bertsolaris en {town}',
    'Mercado medieval de {town}',
    'Encuentro de coros',
  ],
  baile: [
    'Clase abierta de salsa',
    'Noche de swing con {band}',
    'Tarde de bachata en {town}',
    'Flamenco con {person}',
  ],
  aprendizaje: [
    'Taller de fotografía con {person}',
    'Curso de cocina: {theme}',
    'Intercambio de idiomas',
    'Yoga al aire libre en {town}',
  ],
  exposiciones: [
    'Exposición «{theme}»',
    'Muestra de fotografía de {person}',
    'Exposición: {theme} en {town}',
  ],
};
const THEMES = [
  'Mar y memoria',
  'La luz del norte',
  'Oficios perdidos',
  'Paisajes de ribera',
  'Ciudad y río',
  'Mujeres de la costa',
  'El hierro y la ría',
  'Vendimia',
  'Caminos de Santiago',
  'Ecos del puerto',
];
const SAINTS = ['San Juan', 'San Pedro', 'Santiago', 'San Roque', 'la Magdalena', 'San Martín', 'Santa Ana'];
const MOUNTAINS = [
  'el Gorbea',
  'el Anboto',
  'el Txindoki',
  'San Donato',
  'el Pagasarri',
  'el Moncayo',
  'Peña Cabarga',
];
const VENUE_KINDS = [
  'Teatro Municipal de {town}',
  'Casa de Cultura de {town}',
  'Plaza Mayor de {town}',
  'Frontón municipal de {town}',
  'Biblioteca municipal de {town}',
  'Sala Polivalente de {town}',
  'Centro Cívico de {town}',
  'Parque municipal de {town}',
  'Auditorio de {town}',
];
const STREETS = [
  'Calle Mayor',
  'Calle San Francisco',
  'Plaza de España',
  'Calle Nueva',
  'Avenida de la Libertad',
  'Calle del Carmen',
  'Paseo del Muelle',
];
const START_TIMES = [
  '10:00',
  '11:00',
  '11:30',
  '12:00',
  '17:00',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
  '22:00',
  '23:30',
];

interface Filled {
  text: string;
  /** The band or person the text names, if any (the event's artist). */
  artist: string | null;
}

function fill(rng: Rng, template: string, town: string): Filled {
  const band = pick(rng, BANDS);
  const person = `${pick(rng, FIRST_NAMES)} ${pick(rng, SURNAMES)}`;
  const text = template
    .replaceAll('{band}', band)
    .replaceAll('{person}', person)
    .replaceAll('{company}', pick(rng, COMPANIES))
    .replaceAll('{theme}', pick(rng, THEMES))
    .replaceAll('{saint}', pick(rng, SAINTS))
    .replaceAll('{mountain}', pick(rng, MOUNTAINS))
    .replaceAll('{town}', town);
  const artist = template.includes('{band}') ? band : template.includes('{person}') ? person : null;
  return { text, artist };
}

const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Per city: its own name, its other towns (locations without a parent) and its province's towns. */
interface CityPlaces {
  cityId: string;
  name: string;
  otherTowns: string[];
  neighbourhoods: string[];
}

const PLACES: CityPlaces[] = CITIES.map((city) => {
  const towns = new Set([
    ...city.locations.filter((l) => !l.parentId).map((l) => l.name),
    ...getProvinceTowns(city.province),
  ]);
  towns.delete(city.name);
  return {
    cityId: city.id,
    name: city.name,
    otherTowns: [...towns],
    neighbourhoods: city.locations.filter((l) => l.parentId === city.id).map((l) => l.name),
  };
});

/** N events, deterministic for (count, seed, today). Event i is the same whatever the count. */
export function generateEvents(
  count: number,
  opts: { seed?: number; today?: string; series?: number } = {},
): SyntheticEvent[] {
  const rng = prng(opts.seed ?? 20261122);
  const today = opts.today ?? madridToday();
  const out: SyntheticEvent[] = [];
  for (let i = 0; i < count; i++) {
    const place = PLACES[i % PLACES.length];
    if (!place) throw new Error('no cities configured');
    const inCity = chance(rng, 0.55) || place.otherTowns.length === 0;
    const town = inCity ? place.name : pick(rng, place.otherTowns);
    const neighborhood =
      inCity && place.neighbourhoods.length > 0 && chance(rng, 0.7) ? pick(rng, place.neighbourhoods) : null;
    const category = pick(rng, TOP_LEVEL_CATEGORIES);
    const children = getChildCategories(category.id).filter((c) => c.id !== 'exposiciones');
    const sub = children.length > 0 && chance(rng, 0.6) ? [pick(rng, children).id] : [];
    const { text: title, artist } = fill(rng, pick(rng, TITLES[category.id] ?? ['Evento en {town}']), town);
    const startOffset = int(rng, 0, DAYS_AHEAD - 1);
    const start = addDays(today, startOffset);
    const span = chance(rng, 0.25) ? int(rng, 1, 12) : 0;
    const end =
      span > 0 ? addDays(today, Math.min(startOffset + span, DAYS_AHEAD)) : chance(rng, 0.5) ? start : null;
    const hasTime = chance(rng, 0.9);
    const startTime = hasTime ? pick(rng, START_TIMES) : null;
    const endTime = (() => {
      if (!startTime || !chance(rng, 0.7)) return null;
      const [h = 0, m = 0] = startTime.split(':').map(Number);
      const minutes = (h * 60 + m + int(rng, 3, 8) * 30) % (24 * 60);
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    })();
    const isFree = chance(rng, 0.35);
    const price = isFree ? null : int(rng, 6, 90) * 0.5;
    const venue = fill(rng, pick(rng, VENUE_KINDS), town).text;
    const id = uuid(rng);
    const web = `https://www.example.org/agenda/${slug(town)}/${slug(title).slice(0, 60)}-${id.slice(0, 8)}`;
    out.push({
      id,
      title,
      description:
        `<p>${title}. Una cita en ${town}${neighborhood ? ` (${neighborhood})` : ''} para disfrutar de ` +
        `${category.name.toLowerCase()}.</p><p><strong>${isFree ? 'Entrada libre' : 'Entradas a la venta'}</strong> ` +
        `hasta completar aforo.</p>`,
      category_id: [category.id],
      subcategory: sub,
      image_url: getCategoryImagePath(category.id) ?? null,
      venue,
      town,
      neighborhood,
      address: `${pick(rng, STREETS)} ${int(rng, 1, 60)}, ${town}`,
      start_date: start,
      end_date: end,
      start_time: startTime,
      end_time: endTime,
      price,
      is_free: isFree,
      ticket_url: isFree ? null : `${web}/entradas`,
      info_url: chance(rng, 0.6) ? web : null,
      organizer: chance(rng, 0.5)
        ? `Ayuntamiento de ${town}`
        : pick(rng, [...COMPANIES, 'Asociación Cultural Itsasoa', 'Peña La Ribera']),
      tags: [
        SEED_LARGE_TAG,
        category.id,
        ...(isFree ? ['gratis'] : []),
        ...(span > 0 ? ['varios-dias'] : []),
      ],
      artist,
      destacado: chance(rng, 0.04) ? int(rng, 1, 3) : 0,
    });
  }
  return opts.series ? seriesPerCity(out, opts.series) : out;
}

// ── Series ───────────────────────────────────────────────────────────────────────────────────
/** A weekly series runs this many weeks: a year, within the database's limit of 366 days. */
export const SERIES_WEEKS = 52;
const RRULE_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/**
 * The event as a weekly series for a year on its start weekday. Every other series ends by COUNT
 * (52 dates), the others by UNTIL (start + 364 days, 53 dates), so both forms of the rule are in the
 * data. end_date is left to the database (its trigger writes the last date and occurrence_dates);
 * the 'varios-dias' tag goes, since each date is one day.
 */
export function asWeeklySeries(event: SyntheticEvent, ordinal: number): SyntheticEvent {
  const weekday = RRULE_DAYS[new Date(`${event.start_date}T12:00:00Z`).getUTCDay()];
  const end =
    ordinal % 2 === 0
      ? `COUNT=${SERIES_WEEKS}`
      : `UNTIL=${addDays(event.start_date, SERIES_WEEKS * 7).replaceAll('-', '')}`;
  return {
    ...event,
    end_date: null,
    tags: event.tags.filter((t) => t !== 'varios-dias'),
    recurrence_rule: `FREQ=WEEKLY;BYDAY=${weekday};${end}`,
  };
}

/**
 * `series` of the events (spread evenly: event i is one when ⌊(i+1)·S/N⌋ > ⌊i·S/N⌋) as weekly
 * series, the rest with recurrence_rule null: every row then has the same keys, which a batch
 * insert needs. Uses no randomness, so the events stay those of the plain generator.
 */
export function withWeeklySeries(events: readonly SyntheticEvent[], series: number): SyntheticEvent[] {
  if (!Number.isInteger(series) || series < 0 || series > events.length)
    throw new Error(`seed:large: the series count must be a whole number from 0 to ${events.length}`);
  let ordinal = 0;
  return events.map((event, i) =>
    Math.floor(((i + 1) * series) / events.length) > Math.floor((i * series) / events.length)
      ? asWeeklySeries(event, ordinal++)
      : { ...event, recurrence_rule: null },
  );
}

/**
 * withWeeklySeries over the events taken city by city (event i is in city i mod 6), so that every
 * city gets its share of the series: spread over the list as it is, a series every tenth event
 * would fall in every other city only.
 */
function seriesPerCity(events: readonly SyntheticEvent[], series: number): SyntheticEvent[] {
  const order = events.map((_, i) => i).sort((x, y) => (x % PLACES.length) - (y % PLACES.length) || x - y);
  const converted = withWeeklySeries(
    order.map((i) => events[i]!),
    series,
  );
  const out: SyntheticEvent[] = new Array<SyntheticEvent>(events.length);
  order.forEach((i, k) => (out[i] = converted[k]!));
  return out;
}

// ── Database ─────────────────────────────────────────────────────────────────────────────────
export interface Connection {
  url: string;
  serviceRoleKey: string;
}

export function connectionFromEnv(env: NodeJS.ProcessEnv = process.env): Connection {
  return {
    url: env.SUPABASE_URL ?? `http://127.0.0.1:${env.PORT ?? DEFAULT_PORT}`,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
  };
}

function serviceClient(c: Connection): SupabaseClient {
  return createClient(c.url, c.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/** Removes every synthetic event (tag 'seed-large'); returns how many. */
export async function clearLarge(c: Connection): Promise<number> {
  const { error, count } = await serviceClient(c)
    .from('events')
    .delete({ count: 'exact' })
    .contains('tags', [SEED_LARGE_TAG]);
  if (error) throw new Error(`seed:large: could not remove the synthetic events: ${error.message}`);
  return count ?? 0;
}

export interface SeedLargeOptions extends Connection {
  count: number;
  seed?: number;
  /** How many of the events are weekly series for a year (default none). */
  series?: number;
  today?: string;
  batchSize?: number;
  log?: (message: string) => void;
}

/** Replaces the synthetic events with `count` new ones. */
export async function seedLarge(opts: SeedLargeOptions): Promise<{ removed: number; inserted: number }> {
  if (!Number.isInteger(opts.count) || opts.count < 0)
    throw new Error('seed:large: N must be a whole number ≥ 0');
  // Checked before anything is removed, so a wrong call leaves the database as it was.
  if (
    opts.series !== undefined &&
    (!Number.isInteger(opts.series) || opts.series < 0 || opts.series > opts.count)
  )
    throw new Error('seed:large: --series must be a whole number from 0 to N');
  const log = opts.log ?? (() => {});
  const removed = await clearLarge(opts);
  if (removed > 0) log(`removed ${removed} earlier synthetic events`);
  const events = generateEvents(opts.count, { seed: opts.seed, today: opts.today, series: opts.series });
  const client = serviceClient(opts);
  const size = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  let inserted = 0;
  for (let i = 0; i < events.length; i += size) {
    const batch = events.slice(i, i + size);
    const { error } = await client.from('events').insert(batch);
    if (error) throw new Error(`seed:large: batch at ${i} failed: ${error.message}`);
    inserted += batch.length;
    log(`inserted ${inserted}/${events.length}`);
  }
  return { removed, inserted };
}

// ── CLI ──────────────────────────────────────────────────────────────────────────────────────
export interface CliArgs {
  count: number | null;
  clear: boolean;
  seed: number | undefined;
  /** How many of the N events are weekly series (0 = none). */
  series: number;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  let count: number | null = null;
  let clear = false;
  let seed: number | undefined;
  let series = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--clear') clear = true;
    else if (a === '--seed' || a.startsWith('--seed=')) {
      const v = a.includes('=') ? a.slice(7) : argv[++i];
      seed = Number(v);
      if (!Number.isInteger(seed)) throw new Error(`--seed needs a whole number, got ${String(v)}`);
    } else if (a === '--series' || a.startsWith('--series=')) {
      const v = a.includes('=') ? a.slice(9) : argv[++i];
      series = /^\d+$/.test(v ?? '') ? Number(v) : Number.NaN;
      if (Number.isNaN(series)) throw new Error(`--series needs a whole number, got ${String(v)}`);
    } else if (/^\d+$/.test(a)) count = Number(a);
    else throw new Error(`unknown argument: ${a}`);
  }
  if (!clear && count === null)
    throw new Error('usage: npm run seed:large -- N [--seed S] [--series S] | --clear');
  if (count !== null && series > count)
    throw new Error(`--series ${series} is more than the ${count} events`);
  return { count, clear, seed, series };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const conn = connectionFromEnv();
  if (args.clear) {
    console.log(`seed:large: removed ${await clearLarge(conn)} synthetic events from ${conn.url}`);
    return;
  }
  const started = Date.now();
  const { inserted } = await seedLarge({
    ...conn,
    count: args.count ?? 0,
    seed: args.seed,
    series: args.series,
    log: (m) => console.log(`seed:large: ${m}`),
  });
  console.log(
    `seed:large: ${inserted} events${args.series > 0 ? ` (${args.series} weekly series)` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s on ${conn.url}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
