/** Import sources (public.event_sources), their runs (public.import_runs) and the new-source form. Pure. */
import type { CityId } from '@/config/city-ids';
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

/** A row of SOURCE_COLUMNS; a check of the table keeps `kind` a key of KIND_LABELS. */
export type ImportSource = Pick<
  Tables<'event_sources'>,
  'id' | 'name' | 'url' | 'city_id' | 'trusted' | 'enabled'
> & {
  kind: SourceKind;
};

export const SOURCE_COLUMNS = 'id, kind, name, url, city_id, trusted, enabled';

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

export type ImportRun = Omit<Tables<'import_runs'>, 'rejected'> & RunFigures;

export const RUN_COLUMNS =
  'id, source_id, started_at, finished_at, created, updated, unchanged, cancelled, merged, rejected, error';

const count = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
};

/** [{external_id, reason}] read defensively: a malformed entry is skipped, never thrown on. */
function readRejected(value: unknown): RunFigures['rejected'] {
  const entries = Array.isArray(value) ? (value as Array<Record<string, unknown> | null>) : [];
  return entries.flatMap((entry) => {
    const { external_id: externalId, reason } = entry ?? {};
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

/** A run row with its rejected items read; a blank error is none. */
export const mapRunRow = (row: Tables<'import_runs'>): ImportRun => ({
  ...row,
  rejected: readRejected(row.rejected),
  error: row.error?.trim() ? row.error : null,
});

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
  kind: (typeof ADDABLE_KINDS)[number];
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
export function draftToRow({ cityId, name, url, ...rest }: NewSourceDraft) {
  return { ...rest, name: name.trim(), url: url.trim(), city_id: cityId || null };
}
