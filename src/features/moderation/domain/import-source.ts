/** Import sources (public.event_sources), their runs (public.import_runs) and the new-source form. Pure. */
import type { CityId } from '@/config/city-ids';
import type { Tables } from '../../../../supabase/functions/_shared/database.types.ts';
import { m } from '@/i18n/paraglide/messages.js';

/** Each kind's name, in the page's language (read when shown). */
export const KIND_LABELS = {
  kulturklik: 'Kulturklik',
  get bilbao() {
    return m.moderation_kind_bilbao();
  },
  get santander() {
    return m.moderation_kind_santander();
  },
  ics: 'iCalendar',
  get jsonld() {
    return m.moderation_kind_jsonld();
  },
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

/** Each count of a run as text, in the order a run is told (the rejected come last). */
const COUNT_WORDS = {
  created: m.moderation_count_created,
  updated: m.moderation_count_updated,
  unchanged: m.moderation_count_unchanged,
  cancelled: m.moderation_count_cancelled,
  merged: m.moderation_count_merged,
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

/** Each figure as text: ['2 creados', '0 actualizados', '1 sin cambios', …, '1 rechazado']. */
export function figureTexts(figures: RunFigures): string[] {
  return [
    ...Object.entries(COUNT_WORDS).map(([key, text]) => text({ count: figures[key as Count] })),
    m.moderation_count_rejected({ count: figures.rejected.length }),
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

/** The form's messages, in the page's language (each read when used). */
export const SOURCE_MESSAGES = {
  get nameRequired() {
    return m.moderation_error_name_required();
  },
  get nameTooLong() {
    return m.moderation_error_name_too_long({ max: NAME_MAX });
  },
  get urlRequired() {
    return m.moderation_error_url_required();
  },
  get urlTooLong() {
    return m.moderation_error_url_too_long({ max: URL_MAX });
  },
  get urlScheme() {
    return m.moderation_error_url_scheme();
  },
  get urlInvalid() {
    return m.moderation_error_url_invalid();
  },
  get duplicate() {
    return m.moderation_error_duplicate();
  },
} as const;

/** The database's checks, worded by each field. */
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
