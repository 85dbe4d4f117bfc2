/** A moderator's correction: the form's draft, its checks, and the changed columns sent to moderate_event. */
import { isIsoDate } from '../../../../supabase/functions/_shared/dates.ts';
import { m } from '@/i18n/paraglide/messages.js';
import { safeHref } from '@/lib/safe-href';
import { descriptionToHtml } from '@/lib/sanitize-html';
import {
  EVENT_COLUMN_LIMITS as LIMITS,
  MAX_PRICE,
} from '../../../../supabase/functions/_shared/submission_rules.ts';
import { codePointLength } from '../../../../supabase/functions/_shared/visible_text.ts';
import type { EventItem } from './types';

export type CorrectionStatus = 'scheduled' | 'cancelled';

/**
 * What the form holds, every value as typed: dates 'yyyy-MM-dd' or '', times 'HH:MM' or '', the price
 * as typed ('12', '12,50', or '' when unknown), the description as stored (what is sent is sanitised).
 */
export type CorrectionDraft = Record<(typeof TEXT_COLUMNS)[number][0] | 'description' | 'price', string> & {
  isFree: boolean;
  status: CorrectionStatus;
};

export type CorrectionField = keyof CorrectionDraft;
export type CorrectionErrors = Partial<Record<CorrectionField, string>>;

/** The columns a correction may send, as moderate_event reads them; a blank text is sent as ''. */
export type EventChanges = Partial<Record<(typeof TEXT_COLUMNS)[number][1] | 'description', string>> & {
  price?: number | null;
  is_free?: boolean;
  status?: CorrectionStatus;
};

/** The form's messages, in the page's language: each is read when used, not when the module loads. */
export const CORRECTION_MESSAGES = {
  get titleRequired() {
    return m.events_fix_title_required();
  },
  get titleTooLong() {
    return m.events_fix_title_too_long({ max: LIMITS.title });
  },
  get descriptionTooLong() {
    return m.events_fix_description_too_long();
  },
  get venueTooLong() {
    return m.events_fix_venue_too_long({ max: LIMITS.venue });
  },
  get addressTooLong() {
    return m.events_fix_address_too_long({ max: LIMITS.address });
  },
  get startDateRequired() {
    return m.events_fix_start_date_required();
  },
  get startDateInvalid() {
    return m.events_fix_start_date_invalid();
  },
  get endDateInvalid() {
    return m.events_fix_end_date_invalid();
  },
  get endBeforeStart() {
    return m.events_fix_end_before_start();
  },
  get startTimeInvalid() {
    return m.events_fix_start_time_invalid();
  },
  get endTimeInvalid() {
    return m.events_fix_end_time_invalid();
  },
  get price() {
    return m.events_fix_price_invalid();
  },
  get priceTooHigh() {
    return m.events_fix_price_too_high();
  },
  get infoUrl() {
    return m.events_fix_info_url();
  },
  get ticketUrl() {
    return m.events_fix_ticket_url();
  },
  get urlTooLong() {
    return m.events_fix_url_too_long({ max: LIMITS.info_url });
  },
  get nothingChanged() {
    return m.events_fix_nothing_changed();
  },
};

/** 'HH:MM', or blank (no time). */
const TIME_RE = /^(?:([01]\d|2[0-3]):[0-5]\d)?$/;
const PRICE_RE = /^\d+(?:[.,]\d{1,2})?$/;

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const trim = (text: string): string => text.trim();
const multiLine = (text: string): string => text.replace(/\r\n?/g, '\n').trim();
/** 'HH:MM:SS' (as the database answers) → 'HH:MM' (as a time input holds it). */
const hhmm = (time: string): string => (/^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : time.trim());

/** The typed price as a number; null when blank; undefined when it is not a valid price. */
function parsePrice(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  return PRICE_RE.test(s) ? Number(s.replace(',', '.')) : undefined;
}

const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text) && safeHref(text) !== null;

/** A series is shown at its next date, but the database stores its first one: that is what is edited. */
function storedStartDate(event: EventItem): string {
  return event.series ? event.series.firstDate : event.startDate;
}

export function correctionDraft(event: EventItem): CorrectionDraft {
  return {
    title: event.title,
    description: event.description,
    venue: event.venue,
    address: event.address,
    startDate: storedStartDate(event),
    // A series' end date is its last date, kept by the database from the rule: not edited here.
    endDate: event.series ? '' : event.endDate,
    startTime: hhmm(event.startTime),
    endTime: hhmm(event.endTime),
    // Spanish decimal comma, no trailing zeros ('12,5').
    price: event.price === null ? '' : String(event.price).replace('.', ','),
    isFree: event.isFree,
    infoUrl: event.infoUrl,
    ticketUrl: event.ticketUrl,
    status: event.cancelled ? 'cancelled' : 'scheduled',
  };
}

/** The description as it would be stored: HTML sanitised, plain text escaped with its line breaks. */
function storedDescription(text: string): string {
  const typed = multiLine(text);
  return typed === '' ? '' : descriptionToHtml(typed);
}

function checkUrl(errors: CorrectionErrors, field: 'infoUrl' | 'ticketUrl', text: string): void {
  const url = text.trim();
  if (url === '') return;
  if (codePointLength(url) > LIMITS.info_url) errors[field] = CORRECTION_MESSAGES.urlTooLong;
  else if (!isWebAddress(url)) errors[field] = CORRECTION_MESSAGES[field];
}

/**
 * Spanish messages by field, in the form's order (the first gets the focus); {} when the draft can be
 * sent. A field is checked only as far as the database would refuse it or the event would read wrongly.
 */
export function validateCorrection(draft: CorrectionDraft, event: EventItem): CorrectionErrors {
  const errors: CorrectionErrors = {};
  const title = oneLine(draft.title);
  if (title === '') errors.title = CORRECTION_MESSAGES.titleRequired;
  else if (codePointLength(title) > LIMITS.title) errors.title = CORRECTION_MESSAGES.titleTooLong;

  if (codePointLength(storedDescription(draft.description)) > LIMITS.description)
    errors.description = CORRECTION_MESSAGES.descriptionTooLong;
  if (codePointLength(oneLine(draft.venue)) > LIMITS.venue) errors.venue = CORRECTION_MESSAGES.venueTooLong;
  if (codePointLength(oneLine(draft.address)) > LIMITS.address)
    errors.address = CORRECTION_MESSAGES.addressTooLong;

  const start = draft.startDate.trim();
  const end = event.series ? '' : draft.endDate.trim();
  // A dated event cannot lose its start (moderate_event casts it to a date); an undated one may stay so.
  if (start === '') {
    if (storedStartDate(event) !== '') errors.startDate = CORRECTION_MESSAGES.startDateRequired;
  } else if (!isIsoDate(start)) errors.startDate = CORRECTION_MESSAGES.startDateInvalid;
  if (end !== '') {
    if (!isIsoDate(end)) errors.endDate = CORRECTION_MESSAGES.endDateInvalid;
    else if (start !== '' && !errors.startDate && end < start)
      errors.endDate = CORRECTION_MESSAGES.endBeforeStart;
  }
  // No rule orders the times: an end time before the start time is an event that ends past midnight.
  if (!TIME_RE.test(draft.startTime.trim())) errors.startTime = CORRECTION_MESSAGES.startTimeInvalid;
  if (!TIME_RE.test(draft.endTime.trim())) errors.endTime = CORRECTION_MESSAGES.endTimeInvalid;

  const price = parsePrice(draft.price);
  if (price === undefined) errors.price = CORRECTION_MESSAGES.price;
  else if (price !== null && price > MAX_PRICE) errors.price = CORRECTION_MESSAGES.priceTooHigh;

  checkUrl(errors, 'infoUrl', draft.infoUrl);
  checkUrl(errors, 'ticketUrl', draft.ticketUrl);
  return errors;
}

/** The text fields: the column each is sent as, and the form its value is compared and stored in. */
const TEXT_COLUMNS = [
  ['title', 'title', oneLine],
  ['venue', 'venue', oneLine],
  ['address', 'address', oneLine],
  ['startDate', 'start_date', trim],
  ['endDate', 'end_date', trim],
  ['startTime', 'start_time', trim],
  ['endTime', 'end_time', trim],
  ['infoUrl', 'info_url', trim],
  ['ticketUrl', 'ticket_url', trim],
] as const;

/**
 * The columns the moderator changed, as stored; {} when nothing changed. Values are compared in the
 * same form, so reformatting alone ('12,5' for 12.5) is not a change. For a draft that passed validation.
 */
export function correctionChanges(draft: CorrectionDraft, event: EventItem): EventChanges {
  const before = correctionDraft(event);
  const changes: Record<string, unknown> = {};
  for (const [field, column, normalise] of TEXT_COLUMNS) {
    if (field === 'endDate' && event.series) continue;
    const value = normalise(draft[field]);
    if (value !== normalise(before[field])) changes[column] = value;
  }
  if (multiLine(draft.description) !== multiLine(before.description))
    changes.description = storedDescription(draft.description);
  const price = parsePrice(draft.price);
  if (price !== undefined && price !== event.price) changes.price = price;
  if (draft.isFree !== before.isFree) changes.is_free = draft.isFree;
  if (draft.status !== before.status) changes.status = draft.status;
  return changes as EventChanges;
}
