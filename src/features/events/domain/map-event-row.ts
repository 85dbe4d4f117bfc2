/** events row (snake_case, nullable) → EventItem (camelCase, defaults for missing fields). */
import { nextOccurrence } from '../../../../supabase/functions/_shared/series_view.ts';
import { madridDay, parseEventDate } from './dates';
import type { EventItem, EventRow, EventSeries, EventSource } from './types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A list column; a single string is wrapped (or split at commas); blanks are dropped. */
function list(value: unknown, splitCommas = false): string[] {
  const raw: unknown[] = Array.isArray(value) ? value : splitCommas ? text(value).split(',') : [value];
  return raw.map(text).filter((v) => v !== '');
}

const NUMERIC_RE = /^\d+(?:[.,]\d+)?$/;

/** A number, or a plain numeric string ('15', '12.5', '12,50'); anything else (or negative) is unknown. */
function price(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return NUMERIC_RE.test(s) ? Number(s.replace(',', '.')) : null;
}

/** A series' rule and dates (occurrence_dates: the database's expansion, in order). */
function series(row: EventRow): EventSeries | null {
  const rule = text(row.recurrence_rule);
  const dates = Array.isArray(row.occurrence_dates) ? row.occurrence_dates : [];
  if (rule === '' || dates.length === 0) return null;
  return {
    rule,
    exdates: list(row.recurrence_exdates),
    dates,
    firstDate: parseEventDate(row.start_date) ?? (dates[0] as string),
  };
}

const LANGUAGE_RE = /^[a-z]{2}$/;

/** ISO 639-1 codes, lower-cased, each once; anything else is dropped ('es,eu' is read as two). */
function languages(value: unknown): string[] {
  const codes = list(value, true).map((code) => code.toLowerCase());
  return [...new Set(codes.filter((code) => LANGUAGE_RE.test(code)))];
}

/** The attribution list; an entry without a name is dropped. */
const sources = (value: unknown): EventSource[] =>
  (Array.isArray(value) ? (value as Array<Record<string, unknown> | null>) : [])
    .map((entry) => ({ name: text(entry?.name), url: text(entry?.url), licence: text(entry?.licence) }))
    .filter((source) => source.name !== '');

/** A row as the app shows it on `today` (Madrid): a series is shown at its next date, read like any event. */
export function mapEventRow(row: EventRow, today: string = madridDay(new Date())): EventItem {
  const s = series(row);
  const shownDay = s ? (nextOccurrence(s.dates, today) ?? '') : null;
  return {
    id: String(row.id),
    imageUrl: text(row.image_url),
    title: text(row.title),
    description: text(row.description),
    ...(text(row.title_eu) ? { titleEu: text(row.title_eu) } : {}),
    ...(text(row.description_eu) ? { descriptionEu: text(row.description_eu) } : {}),
    categoryId: list(row.category_id),
    subcategory: list(row.subcategory),
    venue: text(row.venue),
    town: text(row.town),
    neighborhood: text(row.neighborhood),
    address: text(row.address),
    startDate: shownDay ?? parseEventDate(row.start_date) ?? '',
    endDate: shownDay !== null ? '' : (parseEventDate(row.end_date) ?? ''),
    startTime: text(row.start_time),
    endTime: text(row.end_time),
    price: price(row.price),
    isFree: row.is_free === true,
    ticketUrl: text(row.ticket_url),
    infoUrl: text(row.info_url),
    organizer: text(row.organizer),
    tags: list(row.tags, true),
    artist: text(row.artist),
    comoLlegar: text(row.como_llegar),
    destacado: typeof row.destacado === 'number' && Number.isFinite(row.destacado) ? row.destacado : 0,
    color: text(row.color),
    recomendaciones: text(row.recomendaciones),
    ...(text(row.created_at) ? { createdAt: text(row.created_at) } : {}),
    ...(text(row.updated_at) ? { updatedAt: text(row.updated_at) } : {}),
    ...(s ? { series: s } : {}),
    ...(row.status === 'cancelled' ? { cancelled: true as const } : {}),
    // A hidden row is one imports leave alone, even when read without moderated_at.
    ...(text(row.hidden_at) ? { hidden: true as const } : {}),
    ...(text(row.moderated_at) || text(row.hidden_at) ? { moderated: true as const } : {}),
    language: languages(row.language),
    sources: sources(row.sources),
  };
}

/** Informative fields filled in (the default sort's tie-break): non-blank texts and lists, a known price. */
const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'language',
  'sources',
  'titleEu',
  'descriptionEu',
]);

const filled = (key: string, value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.length > 0
      : key === 'price' && value !== null;

export function countFilledFields(e: EventItem): number {
  return Object.entries(e).filter(([key, value]) => !BOOKKEEPING.has(key) && filled(key, value)).length;
}
