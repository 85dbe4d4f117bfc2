/** Import sources (public.event_sources), their runs (public.import_runs) and the new-source form. Pure. */
import { CITY_IDS, type CityId } from '@/config/city-ids';
import type { Tables } from '../../../../supabase/functions/_shared/database.types.ts';

export const KIND_LABELS = {
  kulturklik: 'Kulturklik',
  bilbao: 'Agenda de Bilbao',
  santander: 'Agenda de Santander',
  ics: 'iCalendar',
  jsonld: 'Página con JSON-LD',
} as const;
type SourceKind = keyof typeof KIND_LABELS;

/** The kinds a moderator may add from the page: the others are the team's, set up once by SQL. */
export const ADDABLE_KINDS = ['ics', 'jsonld'] as const satisfies readonly SourceKind[];
export type AddableKind = (typeof ADDABLE_KINDS)[number];

export interface ImportSource {
  id: string;
  kind: SourceKind;
  name: string;
  /** Null for a source fed from files by the CLI. */
  url: string | null;
  /** Null: every city. */
  cityId: CityId | null;
  trusted: boolean;
  enabled: boolean;
}

export const SOURCE_COLUMNS = 'id, kind, name, url, city_id, trusted, enabled';

type SourceRow = Pick<
  Tables<'event_sources'>,
  'id' | 'kind' | 'name' | 'url' | 'city_id' | 'trusted' | 'enabled'
>;

const isKind = (value: string): value is SourceKind => Object.hasOwn(KIND_LABELS, value);
const isCity = (value: string): value is CityId => (CITY_IDS as readonly string[]).includes(value);

/** A row as the page reads it; a kind or city this version does not know is kept as 'ics' / all cities. */
export function mapSourceRow(row: SourceRow): ImportSource {
  return {
    id: row.id,
    kind: isKind(row.kind) ? row.kind : 'ics',
    name: row.name,
    url: row.url,
    cityId: row.city_id && isCity(row.city_id) ? row.city_id : null,
    trusted: row.trusted === true,
    enabled: row.enabled !== false,
  };
}

/** Singular and plural of each count of a run, in the order a run is told (the rejected come last). */
const COUNT_WORDS = {
  created: ['creado', 'creados'],
  updated: ['actualizado', 'actualizados'],
  unchanged: ['sin cambios', 'sin cambios'],
  cancelled: ['cancelado', 'cancelados'],
  merged: ['fusionado', 'fusionados'],
} as const;
type Count = keyof typeof COUNT_WORDS;

/** What a run did, as the import-events function answers it and as import_runs keeps it. */
export type RunFigures = Record<Count, number> & {
  rejected: Array<{ externalId: string; reason: string }>;
};

export interface ImportRun extends RunFigures {
  id: string;
  sourceId: string;
  startedAt: string;
  finishedAt: string | null;
  /** Why the whole run failed (the source could not be read), or null. */
  error: string | null;
}

export const RUN_COLUMNS =
  'id, source_id, started_at, finished_at, created, updated, unchanged, cancelled, merged, rejected, error';

const count = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
};

/** [{external_id, reason}] read defensively: a malformed entry is skipped, never thrown on. */
function readRejected(value: unknown): RunFigures['rejected'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return [];
    const { external_id: externalId, reason } = entry as Record<string, unknown>;
    return typeof reason === 'string'
      ? [{ externalId: typeof externalId === 'string' ? externalId : '', reason }]
      : [];
  });
}

/** The figures of a summary ({created, …, rejected: [{external_id, reason}]}), counts read defensively. */
export function readFigures(summary: Record<string, unknown>): RunFigures {
  const counts = Object.keys(COUNT_WORDS).map((key) => [key, count(summary[key])]);
  return {
    ...(Object.fromEntries(counts) as Record<Count, number>),
    rejected: readRejected(summary.rejected),
  };
}

export function mapRunRow(row: Tables<'import_runs'>): ImportRun {
  return {
    ...readFigures(row as unknown as Record<string, unknown>),
    id: row.id,
    sourceId: row.source_id,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    error: row.error && row.error.trim() !== '' ? row.error : null,
  };
}

const plural = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** Each figure as text: ['2 creados', '0 actualizados', '1 sin cambios', …, '1 rechazado']. */
export function figureTexts(figures: RunFigures): string[] {
  return [
    ...Object.entries(COUNT_WORDS).map(([key, words]) => plural(figures[key as Count], words)),
    plural(figures.rejected.length, ['rechazado', 'rechazados']),
  ];
}

/** Limits of event_sources (its checks): a form that passes these is not refused by the database. */
const NAME_MAX = 120;
const URL_MAX = 2048;

export interface NewSourceDraft {
  name: string;
  url: string;
  kind: AddableKind;
  /** '' = every city. */
  cityId: CityId | '';
  trusted: boolean;
}

export const EMPTY_DRAFT: NewSourceDraft = { name: '', url: '', kind: 'ics', cityId: '', trusted: false };

export type DraftErrors = Partial<Record<'name' | 'url', string>>;

export const SOURCE_MESSAGES = {
  nameRequired: 'Indica el nombre de la fuente.',
  nameTooLong: `El nombre no puede pasar de ${NAME_MAX} caracteres.`,
  urlRequired: 'Indica la dirección (URL) de la fuente.',
  urlTooLong: `La dirección no puede pasar de ${URL_MAX} caracteres.`,
  urlScheme: 'La dirección debe empezar por http:// o https://.',
  urlInvalid: 'Escribe una dirección web válida, por ejemplo https://ejemplo.org/agenda.ics.',
  duplicate: 'Ya hay una fuente de ese tipo con esa dirección para esa ciudad.',
} as const;

/** The database's checks, worded in Spanish by each field. */
export function validateDraft(draft: NewSourceDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = SOURCE_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = SOURCE_MESSAGES.nameTooLong;
  const url = draft.url.trim();
  if (url === '') errors.url = SOURCE_MESSAGES.urlRequired;
  else if (url.length > URL_MAX) errors.url = SOURCE_MESSAGES.urlTooLong;
  else if (!/^https?:\/\//i.test(url)) errors.url = SOURCE_MESSAGES.urlScheme;
  else if (!hasHost(url)) errors.url = SOURCE_MESSAGES.urlInvalid;
  return errors;
}

/** Whether the text parses as a URL with a host ('https://' alone or 'https://a b' do not). */
function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/** The row to insert (trimmed; '' city → null, every city). */
export function draftToRow(draft: NewSourceDraft) {
  return {
    kind: draft.kind,
    name: draft.name.trim(),
    url: draft.url.trim(),
    city_id: draft.cityId === '' ? null : draft.cityId,
    trusted: draft.trusted,
  };
}
