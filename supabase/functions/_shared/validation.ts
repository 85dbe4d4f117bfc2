/**
 * Server-side rules of the add-event form. Pure: no I/O, no Deno APIs, so it runs under `deno test`
 * and Vitest alike.
 *
 * validateSubmission() either returns the cleaned payload (what event_submissions.payload stores) or a
 * Spanish message for the whole form plus one Spanish message per offending field.
 *
 * A series is the optional `recurrence_rule` (an RRULE value) and `recurrence_exdates` (days it
 * skips), checked against start_date with the same rules and messages as the database applies when
 * the submission is approved (recurrence.ts), so an accepted series never fails at approval.
 *
 * Every length is checked on the value as stored, against the events table's limits
 * (EVENT_COLUMN_LIMITS): public.review_submission() copies the payload into public.events as it is,
 * so a value that passes here but breaks a constraint there would be a submission nobody can approve.
 * The typed text can grow on the way: the description is escaped ('&' → '&amp;') and wrapped in tags,
 * a link is percent-encoded.
 */
import { isCategoryId, isSubcategoryId } from './categories.ts';
import { getPlace } from './cities.ts';
import { addDays, formatDateEs, isIsoDate } from './dates.ts';
import { normalizeRule, RecurrenceError, recurrenceDates } from './recurrence.ts';
import { looksLikeHtml } from './sanitize.ts';
import { descriptionToHtml, sanitizeHtml } from './sanitize_html.ts';
import {
  EVENT_COLUMN_LIMITS,
  LIMITS,
  MAX_CATEGORIES,
  MAX_COMBINING_RUN,
  MAX_DAYS_AHEAD,
  MAX_EXDATES,
  MAX_PRICE,
  MAX_RULE_LENGTH,
  MAX_SUBCATEGORIES,
  MAX_URL_LENGTH,
  MESSAGES,
  MIN_DESCRIPTION_CHARS,
  MIN_FILL_MS,
  REQUIRE_FORM_STARTED_AT,
  REQUIRED_FIELDS,
} from './submission_rules.ts';
import type { CleanSubmission } from './submission_types.ts';
import {
  codePointLength,
  descriptionVisibleLength,
  hasVisibleText,
  INVISIBLE,
  tidyLines,
} from './visible_text.ts';

export * from './submission_rules.ts';
export { codePointLength, descriptionVisibleLength, hasVisibleText };

export type FieldErrors = Record<string, string>;

/** Order in which field errors are reported (the form's order). */
const FIELD_ORDER = [
  'website',
  'form_started_at',
  'title',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'recurrence_rule',
  'recurrence_exdates',
  'town',
  'neighborhood',
  'venue',
  'como_llegar',
  'category_id',
  'subcategory',
  'description',
  'organizer',
  'recomendaciones',
  'is_free',
  'price',
  'info_url',
  'ticket_url',
  'wants_featured',
  'submitted_by_name',
  'submitted_by_email',
];

// ── Character classes ──────────────────────────────────────────────────────────
/** C0/C1 controls and non-characters. Tab, LF and CR are handled separately. */
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/;
/** Bidirectional marks, embeddings, overrides and isolates (the "Trojan Source" characters). */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, 'u');

const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?$/;
const PRICE_TEXT = /^\d{1,5}(?:[.,]\d{1,2})?$/;

// ── The cleaned payload (its type lives in submission_types.ts) ─────────────────
export type { CleanSubmission };

export type SubmissionResult =
  | {
      ok: true;
      value: CleanSubmission;
      /** A series' dates (skipped days left out), for the e-mails; null for a single event. */
      dates: string[] | null;
    }
  | { ok: false; error: string; fields: FieldErrors; missing: string[] };

export interface ValidationContext {
  /** Today in Europe/Madrid, 'YYYY-MM-DD'. */
  today: string;
  /** Now, ms since the epoch (for the minimum fill time). */
  now: number;
}

interface TextOptions {
  max: number;
  multiline?: boolean;
  allowHtml?: boolean;
}

class Collector {
  readonly fields: FieldErrors = {};
  readonly missing = new Set<string>();

  fail(field: string, message: string): null {
    if (!(field in this.fields)) this.fields[field] = message;
    return null;
  }

  require(field: string, message = MESSAGES.requiredField(field)): null {
    this.missing.add(field);
    return this.fail(field, message);
  }

  has(field: string): boolean {
    return field in this.fields;
  }
}

/**
 * A text field: null when absent or blank; the cleaned text otherwise. Records an error and returns
 * null when the value is not a string or breaks a rule.
 */
function readText(
  c: Collector,
  body: Record<string, unknown>,
  field: string,
  opts: TextOptions,
): string | null {
  const raw = body[field];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return c.fail(field, MESSAGES.notText(field));
  if (LONE_SURROGATE.test(raw)) return c.fail(field, MESSAGES.control(field));
  let text = raw.normalize('NFC').replace(INVISIBLE, '');
  if (CONTROL.test(text)) return c.fail(field, MESSAGES.control(field));
  if (BIDI.test(text)) return c.fail(field, MESSAGES.bidi(field));
  text = opts.multiline ? tidyLines(text) : text.replace(/\s+/g, ' ').trim();
  if (!hasVisibleText(text)) return null;
  if (COMBINING_RUN.test(text)) return c.fail(field, MESSAGES.combining(field));
  if (codePointLength(text) > opts.max) return c.fail(field, MESSAGES.tooLong(field, opts.max));
  if (!opts.allowHtml && looksLikeHtml(text)) return c.fail(field, MESSAGES.html(field));
  return text;
}

function readBoolean(c: Collector, body: Record<string, unknown>, field: string): boolean {
  const raw = body[field];
  if (raw === undefined || raw === null) return false;
  if (typeof raw === 'boolean') return raw;
  c.fail(field, MESSAGES.notBoolean(field));
  return false;
}

function readDate(c: Collector, body: Record<string, unknown>, field: string): string | null {
  const raw = body[field];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return c.fail(field, MESSAGES.invalidDate(field));
  const text = raw.trim();
  if (text === '') return null;
  if (!isIsoDate(text)) return c.fail(field, MESSAGES.invalidDate(field));
  return text;
}

function readTime(c: Collector, body: Record<string, unknown>, field: string): string | null {
  const raw = body[field];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return c.fail(field, MESSAGES.invalidTime(field));
  const text = raw.trim();
  if (text === '') return null;
  const m = TIME.exec(text);
  if (!m) return c.fail(field, MESSAGES.invalidTime(field));
  return `${m[1]}:${m[2]}`;
}

function readIdList(
  c: Collector,
  body: Record<string, unknown>,
  field: 'category_id' | 'subcategory',
): string[] | null {
  const raw = body[field];
  if (raw === undefined || raw === null) return [];
  // A single value is wrapped into a list (the form may send one category as a string).
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list))
    return c.fail(field, field === 'category_id' ? MESSAGES.notList : MESSAGES.notText(field));
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') {
      return c.fail(field, field === 'category_id' ? MESSAGES.notList : MESSAGES.notText(field));
    }
    if (CONTROL.test(item) || BIDI.test(item) || LONE_SURROGATE.test(item))
      return c.fail(field, MESSAGES.control(field));
    const id = item.normalize('NFC').replace(INVISIBLE, '').trim().toLowerCase();
    if (id === '') continue;
    const known = field === 'category_id' ? isCategoryId(id) : isSubcategoryId(id);
    if (!known) {
      return c.fail(
        field,
        field === 'category_id' ? MESSAGES.unknownCategory(id) : MESSAGES.unknownSubcategory(id),
      );
    }
    if (!out.includes(id)) out.push(id);
  }
  const max = field === 'category_id' ? MAX_CATEGORIES : MAX_SUBCATEGORIES;
  if (out.length > max) {
    return c.fail(
      field,
      field === 'category_id' ? MESSAGES.tooManyCategories : MESSAGES.tooManySubcategories,
    );
  }
  return out;
}

function readPrice(c: Collector, body: Record<string, unknown>): number | null {
  const raw = body.price;
  if (raw === undefined || raw === null) return null;
  let value: number;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) return c.fail('price', MESSAGES.price);
    value = raw;
  } else if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return null;
    if (!PRICE_TEXT.test(text)) return c.fail('price', MESSAGES.price);
    value = Number(text.replace(',', '.'));
  } else {
    return c.fail('price', MESSAGES.price);
  }
  if (value > MAX_PRICE) return c.fail('price', MESSAGES.priceTooHigh);
  return Math.round(value * 100) / 100;
}

function readUrl(
  c: Collector,
  body: Record<string, unknown>,
  field: 'info_url' | 'ticket_url',
): string | null {
  const raw = body[field];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return c.fail(field, MESSAGES.notText(field));
  const text = raw.normalize('NFC').replace(INVISIBLE, '').trim();
  if (text === '') return null;
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return c.fail(field, MESSAGES.control(field));
  if (BIDI.test(text)) return c.fail(field, MESSAGES.bidi(field));
  // The request body is capped at 64 KiB, so parsing a long text costs little; the limit that matters
  // is on the link as stored, below.
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return c.fail(field, MESSAGES.url(field));
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return c.fail(field, MESSAGES.url(field));
  }
  const hostOk = url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !hostOk || url.username || url.password) {
    return c.fail(field, MESSAGES.url(field));
  }
  // Stored as parsed, not as typed: the normalised href is the address a browser opens, with the host
  // lower-case ASCII (an international one as 'xn--…', which the moderation view decodes to warn about
  // look-alike letters) and '"', '<', '>', spaces and non-ASCII characters percent-encoded, so markup
  // typed into a link cannot reach a page, an e-mail or a feed as markup.
  const href = url.href;
  // Percent-encoding makes a link longer (é → %C3%A9), so the events table's limit is checked here.
  if (href.length > MAX_URL_LENGTH) return c.fail(field, MESSAGES.tooLongStored(field, MAX_URL_LENGTH));
  return href;
}

function readEmail(c: Collector, body: Record<string, unknown>): string | null {
  const field = 'submitted_by_email';
  const raw = body[field];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return c.fail(field, MESSAGES.notText(field));
  const text = raw.normalize('NFC').replace(INVISIBLE, '').trim().toLowerCase();
  if (text === '') return null;
  if (text.length > LIMITS.submitted_by_email)
    return c.fail(field, MESSAGES.tooLong(field, LIMITS.submitted_by_email));
  if (!EMAIL.test(text)) return c.fail(field, MESSAGES.email);
  return text;
}

export interface SeriesInput {
  /** The rule as stored: upper-case, without 'RRULE:'. */
  rule: string;
  /** The skipped days, sorted and distinct. */
  exdates: string[];
  /** Every date of the series, skipped days left out (what the database will keep). */
  dates: string[];
}

/**
 * The series of a submission, or null for a single event (no rule, or a blank one; skipped days
 * without a rule skip nothing and are dropped). Problems are recorded on `recurrence_rule` (the
 * rule, or the series it makes from start_date) and `recurrence_exdates` (the list itself). The rule
 * is only checked against a valid start_date: a missing or wrong one reports its own message.
 */
function readSeries(c: Collector, body: Record<string, unknown>, start: string | null): SeriesInput | null {
  const field = 'recurrence_rule';
  const raw = body[field];
  let rule: string | null = null;
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'string') return c.fail(field, MESSAGES.notText(field));
    if (CONTROL.test(raw) || LONE_SURROGATE.test(raw)) return c.fail(field, MESSAGES.control(field));
    if (BIDI.test(raw)) return c.fail(field, MESSAGES.bidi(field));
    const text = normalizeRule(raw.replace(INVISIBLE, ''));
    if (text.length > MAX_RULE_LENGTH) return c.fail(field, MESSAGES.tooLong(field, MAX_RULE_LENGTH));
    rule = text === '' ? null : text;
  }

  const rawExdates = body.recurrence_exdates;
  const exdates = new Set<string>();
  if (rawExdates !== undefined && rawExdates !== null) {
    if (!Array.isArray(rawExdates)) return c.fail('recurrence_exdates', MESSAGES.exdates);
    for (const item of rawExdates) {
      const day = typeof item === 'string' ? item.trim() : '';
      if (!isIsoDate(day)) return c.fail('recurrence_exdates', MESSAGES.exdates);
      exdates.add(day);
    }
    if (exdates.size > MAX_EXDATES) return c.fail('recurrence_exdates', MESSAGES.tooManyExdates);
  }

  if (rule === null || start === null || c.has('start_date')) return null;
  const skipped = [...exdates].sort();
  try {
    return { rule, exdates: skipped, dates: recurrenceDates(start, rule, skipped) };
  } catch (error) {
    if (error instanceof RecurrenceError) return c.fail(field, error.message);
    throw error;
  }
}

/** Validates and cleans a submitted event. */
export function validateSubmission(input: unknown, ctx: ValidationContext): SubmissionResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, error: MESSAGES.notObject, fields: {}, missing: [] };
  }
  const body = input as Record<string, unknown>;
  const c = new Collector();

  // Anti-spam: the honeypot must be empty and a human takes a few seconds.
  const website = body.website;
  if (website !== undefined && website !== null && !(typeof website === 'string' && website.trim() === '')) {
    c.fail('website', MESSAGES.honeypot);
  }
  const started = body.form_started_at;
  if (started === undefined || started === null) {
    if (REQUIRE_FORM_STARTED_AT) c.fail('form_started_at', MESSAGES.tooFast);
  } else if (typeof started !== 'number' || !Number.isFinite(started)) {
    c.fail('form_started_at', MESSAGES.honeypot);
  } else if (ctx.now - started < MIN_FILL_MS) {
    c.fail('form_started_at', MESSAGES.tooFast);
  }

  // Text fields.
  const title = readText(c, body, 'title', { max: LIMITS.title });
  const venue = readText(c, body, 'venue', { max: LIMITS.venue });
  let town = readText(c, body, 'town', { max: LIMITS.town });
  if (town !== null && town.toLowerCase() === 'otro') town = null; // 'Otra, especificar' left empty
  const neighborhoodRaw = readText(c, body, 'neighborhood', { max: LIMITS.neighborhood });
  const organizer = readText(c, body, 'organizer', { max: LIMITS.organizer });
  const recomendaciones = readText(c, body, 'recomendaciones', {
    max: LIMITS.recomendaciones,
    multiline: true,
  });
  const comoLlegar = readText(c, body, 'como_llegar', { max: LIMITS.como_llegar, multiline: true });
  const name = readText(c, body, 'submitted_by_name', { max: LIMITS.submitted_by_name });
  const email = readEmail(c, body);

  // Description: HTML allowed, sanitised; at least 15 visible characters; the stored HTML within the
  // events table's limit.
  let description: string | null = null;
  const descRaw = readText(c, body, 'description', {
    max: LIMITS.description,
    multiline: true,
    allowHtml: true,
  });
  if (descRaw !== null) {
    if (descriptionVisibleLength(descRaw, sanitizeHtml) < MIN_DESCRIPTION_CHARS) {
      c.require('description', MESSAGES.descriptionTooShort);
    } else {
      description = descriptionToHtml(descRaw);
      // The limit is the events table's, on the HTML as stored: 5,000 typed '&' become 25,000
      // characters of '&amp;', which an approval could never publish.
      if (codePointLength(description) > EVENT_COLUMN_LIMITS.description) {
        c.fail('description', MESSAGES.descriptionTooLongStored);
        description = null;
      }
    }
  }

  // Categories.
  const categories = readIdList(c, body, 'category_id');
  const subcategories = readIdList(c, body, 'subcategory');

  // Dates and times (Europe/Madrid).
  const startDate = readDate(c, body, 'start_date');
  const endDate = readDate(c, body, 'end_date');
  const startTime = readTime(c, body, 'start_time');
  const endTime = readTime(c, body, 'end_time');
  const maxDate = addDays(ctx.today, MAX_DAYS_AHEAD);
  if (startDate !== null) {
    if (startDate < ctx.today) c.fail('start_date', MESSAGES.startPast);
    else if (startDate > maxDate)
      c.fail('start_date', MESSAGES.tooFarAhead('start_date', formatDateEs(maxDate)));
  }
  if (endDate !== null) {
    if (endDate < ctx.today) c.fail('end_date', MESSAGES.endPast);
    else if (startDate !== null && endDate < startDate) c.fail('end_date', MESSAGES.endBeforeStart);
    else if (endDate > maxDate) c.fail('end_date', MESSAGES.tooFarAhead('end_date', formatDateEs(maxDate)));
  }
  const series = readSeries(c, body, startDate);

  // Price and flags.
  const isFree = readBoolean(c, body, 'is_free');
  const wantsFeatured = readBoolean(c, body, 'wants_featured');
  const priceRaw = readPrice(c, body);
  const price = isFree ? null : priceRaw; // ticking "free" clears the price

  // Links.
  const infoUrl = readUrl(c, body, 'info_url');
  const ticketUrl = readUrl(c, body, 'ticket_url');

  // Mandatory fields (those not already reported for another reason).
  const present: Record<(typeof REQUIRED_FIELDS)[number], boolean> = {
    title: title !== null,
    start_date: startDate !== null,
    start_time: startTime !== null,
    town: town !== null,
    category_id: categories !== null && categories.length > 0,
    description: description !== null,
    venue: venue !== null,
  };
  for (const field of REQUIRED_FIELDS) {
    if (!present[field] && !c.has(field)) c.require(field);
  }

  if (Object.keys(c.fields).length > 0) {
    const fields: FieldErrors = {};
    for (const field of FIELD_ORDER) if (field in c.fields) fields[field] = c.fields[field]!;
    for (const field of Object.keys(c.fields)) if (!(field in fields)) fields[field] = c.fields[field]!;
    const missing = REQUIRED_FIELDS.filter((f) => c.missing.has(f));
    const error = missing.length > 0 ? MESSAGES.required(missing) : Object.values(fields)[0]!;
    return { ok: false, error, fields, missing };
  }

  // Known place ids become their names; the city is remembered for e-mails.
  const townPlace = getPlace(town);
  const neighborhoodPlace = getPlace(neighborhoodRaw);
  const value: CleanSubmission = {
    title: title!,
    category_id: categories!,
    subcategory: subcategories ?? [],
    description: description!,
    start_date: startDate!,
    // A series ends on its last date (the database keeps it so too).
    end_date: series ? series.dates[series.dates.length - 1]! : endDate,
    start_time: startTime!,
    end_time: endTime,
    venue: venue!,
    address: venue!,
    town: townPlace?.name ?? town!,
    town_id: townPlace?.id ?? null,
    city_id: townPlace?.cityId ?? neighborhoodPlace?.cityId ?? null,
    neighborhood: neighborhoodPlace?.name ?? neighborhoodRaw,
    recomendaciones,
    price,
    is_free: isFree,
    organizer,
    info_url: infoUrl,
    ticket_url: ticketUrl,
    como_llegar: comoLlegar,
    wants_featured: wantsFeatured,
    submitted_by_name: name,
    submitted_by_email: email,
    ...(series ? { recurrence_rule: series.rule, recurrence_exdates: series.exdates } : {}),
  };
  const stored = storedLimitErrors(value);
  if (stored !== null) {
    const [field, message] = stored;
    return { ok: false, error: message, fields: { [field]: message }, missing: [] };
  }
  return { ok: true, value, dates: series?.dates ?? null };
}

/**
 * The first value of a cleaned payload that the events table would refuse, as [field, message], or
 * null. Run on the payload exactly as event_submissions stores it and public.review_submission()
 * copies it, so whatever is accepted can be approved. The input limits (LIMITS and the list maxima)
 * are below the table's, so in practice only the description reaches this check: escaping and tags
 * can make it up to five times longer than typed.
 */
export function storedLimitErrors(value: CleanSubmission): [string, string] | null {
  const description = value.description;
  if (codePointLength(description) > EVENT_COLUMN_LIMITS.description)
    return ['description', MESSAGES.descriptionTooLongStored];
  const texts: Array<[string, string | null | undefined, number]> = [
    ['title', value.title, EVENT_COLUMN_LIMITS.title],
    ['venue', value.venue, EVENT_COLUMN_LIMITS.venue],
    // The address column holds the venue, so a problem there is the venue's.
    ['venue', value.address, EVENT_COLUMN_LIMITS.address],
    ['town', value.town, EVENT_COLUMN_LIMITS.town],
    ['neighborhood', value.neighborhood, EVENT_COLUMN_LIMITS.neighborhood],
    ['organizer', value.organizer, EVENT_COLUMN_LIMITS.organizer],
    ['como_llegar', value.como_llegar, EVENT_COLUMN_LIMITS.como_llegar],
    ['recomendaciones', value.recomendaciones, EVENT_COLUMN_LIMITS.recomendaciones],
    ['info_url', value.info_url, EVENT_COLUMN_LIMITS.info_url],
    ['ticket_url', value.ticket_url, EVENT_COLUMN_LIMITS.ticket_url],
    ['recurrence_rule', value.recurrence_rule, EVENT_COLUMN_LIMITS.recurrence_rule],
  ];
  for (const [field, text, max] of texts) {
    if (typeof text === 'string' && codePointLength(text) > max)
      return [field, MESSAGES.tooLongStored(field, max)];
  }
  const lists: Array<[string, readonly unknown[] | undefined, number]> = [
    ['category_id', value.category_id, EVENT_COLUMN_LIMITS.category_id],
    ['subcategory', value.subcategory, EVENT_COLUMN_LIMITS.subcategory],
    ['recurrence_exdates', value.recurrence_exdates, EVENT_COLUMN_LIMITS.recurrence_exdates],
  ];
  for (const [field, list, max] of lists) {
    if (list !== undefined && list.length > max) return [field, MESSAGES.tooManyStored(field, max)];
  }
  return null;
}
