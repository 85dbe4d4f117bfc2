/** events row (snake_case, nullable) → EventItem (camelCase, with the product's defaults for missing fields). */
import { nextOccurrence } from '../../../../supabase/functions/_shared/series_view.ts';
import { madridDay, parseEventDate } from './dates';
import type { EventItem, EventRow, EventSeries, EventSource } from './types';

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** A list column; a single value is wrapped (rows written by hand may hold one string); blanks are dropped. */
function list(value: string[] | string | null | undefined, splitCommas = false): string[] {
  const raw = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? splitCommas
        ? value.split(',')
        : [value]
      : [];
  return raw
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** A timestamp column that holds a value (a non-blank string). */
const isSet = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

const NUMERIC_RE = /^\d+(?:[.,]\d+)?$/;

/** A number, or a plain numeric string ('15', '12.5', '12,50'); anything else (or negative) is unknown. */
function price(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return NUMERIC_RE.test(s) ? Number(s.replace(',', '.')) : null;
}

/** A series' rule and dates, when the row is one (and the database has expanded it). */
function series(row: EventRow): EventSeries | null {
  const rule = text(row.recurrence_rule);
  // The database writes these (a date[] column, in order): read as they come.
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
function languages(value: string[] | string | null | undefined): string[] {
  const codes = list(value, true).map((code) => code.toLowerCase());
  return [...new Set(codes.filter((code) => LANGUAGE_RE.test(code)))];
}

/** The attribution list; an entry without a name cannot be credited and is dropped. */
function sources(value: unknown): EventSource[] {
  if (!Array.isArray(value)) return [];
  const out: EventSource[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, url, licence } = entry as Record<string, unknown>;
    const source = {
      name: typeof name === 'string' ? name.trim() : '',
      url: typeof url === 'string' ? url.trim() : '',
      licence: typeof licence === 'string' ? licence.trim() : '',
    };
    if (source.name !== '') out.push(source);
  }
  return out;
}

/**
 * A row as the app shows it on `today` (Madrid, 'yyyy-MM-dd'): a series is shown at its next date
 * (see EventItem.series), so cards, sorting, trending and favourites read one date like any event.
 */
export function mapEventRow(row: EventRow, today: string = madridDay(new Date())): EventItem {
  const s = series(row);
  const shownDay = s ? (nextOccurrence(s.dates, today) ?? '') : null;
  return {
    id: String(row.id),
    imageUrl: text(row.image_url),
    title: text(row.title),
    description: text(row.description),
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
    // Tags may arrive as one comma-separated string ('jazz, aire libre').
    tags: list(row.tags, true),
    artist: text(row.artist),
    comoLlegar: text(row.como_llegar),
    destacado: typeof row.destacado === 'number' && Number.isFinite(row.destacado) ? row.destacado : 0,
    color: text(row.color),
    recomendaciones: text(row.recomendaciones),
    ...(typeof row.created_at === 'string' && row.created_at.trim() !== ''
      ? { createdAt: row.created_at.trim() }
      : {}),
    ...(s ? { series: s } : {}),
    // Only 'cancelled' marks the event; a missing or unknown status (an older row) is scheduled.
    ...(row.status === 'cancelled' ? { cancelled: true as const } : {}),
    // Any non-blank timestamp counts; hiding also records moderated_at, but a row read without that
    // column (or written by hand) that is hidden is still one imports leave alone.
    ...(isSet(row.hidden_at) ? { hidden: true as const } : {}),
    ...(isSet(row.moderated_at) || isSet(row.hidden_at) ? { moderated: true as const } : {}),
    language: languages(row.language),
    sources: sources(row.sources),
  };
}

/**
 * Informative fields an event has filled in (default-sort tie-break: more first). Counts non-blank
 * texts, non-empty lists and a known price; id, isFree and destacado always have a value so they
 * would not tell events apart. Language, sources and the cancelled, hidden and moderated marks say
 * nothing about how well the event is described (and the listing does not read sources): counting
 * them would rank imported events above sent ones for their bookkeeping alone.
 */
const NOT_COUNTED = new Set([
  'id',
  'isFree',
  'destacado',
  'createdAt',
  'series',
  'cancelled',
  'hidden',
  'moderated',
  'language',
  'sources',
]);

export function countFilledFields(e: EventItem): number {
  let count = 0;
  for (const [key, value] of Object.entries(e)) {
    if (NOT_COUNTED.has(key)) continue;
    if (
      typeof value === 'string'
        ? value.trim() !== ''
        : Array.isArray(value)
          ? value.length > 0
          : value !== null
    ) {
      count += 1;
    }
  }
  return count;
}
