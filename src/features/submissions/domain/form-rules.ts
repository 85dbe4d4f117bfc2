/** The add-event form's rules: the server's own, so both refuse the same. Pure: `today` is a parameter. */
import {
  descriptionVisibleLength,
  hasVisibleText,
} from '../../../../supabase/functions/_shared/visible_text.ts';
import { getLocale } from '@/i18n/locale';
import { sanitizeHtml } from '@/lib/sanitize-html';
import {
  MIN_DESCRIPTION_CHARS,
  REQUIRED_FIELDS,
  submissionMessages,
} from '../../../../supabase/functions/_shared/submission_rules.ts';
import { normaliseTime, parseFormDate } from './form-dates';
import { seriesErrors } from './form-series';
import { OTHER_TOWN, type FieldErrors, type SubmissionFormValues } from './form-values';
import { FIELD_MESSAGES } from './messages';
import { SERVER_TO_FORM } from './submit-failure';

type RequiredField = (typeof REQUIRED_FIELDS)[number];

const blank = (text: string) => text.trim() === '';

/** The description's length as the server counts it: whitespace and invisible characters do not count. */
export const descriptionLength = (description: string): number =>
  descriptionVisibleLength(description, sanitizeHtml);

/** The town the payload will carry: the chosen id, or the custom text for 'Otra, especificar'. */
export function resolvedTown(values: Pick<SubmissionFormValues, 'town' | 'customTown'>): string {
  return values.town === OTHER_TOWN ? values.customTown.trim() : values.town.trim();
}

/** The mandatory fields left empty, by the server's names and in its order. */
export function missingFields(values: SubmissionFormValues): RequiredField[] {
  const present: Record<RequiredField, boolean> = {
    title: !blank(values.title),
    start_date: !blank(values.startDate),
    start_time: !blank(values.startTime),
    town: resolvedTown(values) !== '',
    category_id: values.categories.length > 0,
    description: descriptionLength(values.description) >= MIN_DESCRIPTION_CHARS,
    venue: !blank(values.address),
  };
  return REQUIRED_FIELDS.filter((field) => !present[field]);
}

function missingFieldErrors(values: SubmissionFormValues, missing: readonly RequiredField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of missing.map((f) => SERVER_TO_FORM[f])) {
    if (field === 'town' && values.town === OTHER_TOWN) errors.customTown = FIELD_MESSAGES.customTown;
    else if (field === 'categories') errors.categories = FIELD_MESSAGES.categories;
    // Nothing visible at all is a missing description (the server's readText); anything else too short.
    else if (field === 'description' && hasVisibleText(values.description))
      errors.description = submissionMessages(getLocale()).descriptionTooShort;
    else errors[field] = FIELD_MESSAGES.required;
  }
  return errors;
}

/** A typed date is a real date, not before today; the end not before the start (none for a series). */
function dateErrors(values: SubmissionFormValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const messages = submissionMessages(getLocale());
  const start = parseFormDate(values.startDate);
  const endText = values.repeat === 'none' ? values.endDate : '';
  const end = parseFormDate(endText);
  if (!blank(values.startDate) && start === null) errors.startDate = FIELD_MESSAGES.date;
  else if (start !== null && start < today) errors.startDate = messages.startPast;
  if (!blank(endText) && end === null) errors.endDate = FIELD_MESSAGES.date;
  else if (end !== null && end < today) errors.endDate = messages.endPast;
  else if (end !== null && start !== null && end < start) errors.endDate = messages.endBeforeStart;
  if (!blank(values.startTime) && normaliseTime(values.startTime) === null)
    errors.startTime = FIELD_MESSAGES.time;
  if (!blank(values.endTime) && normaliseTime(values.endTime) === null) errors.endTime = FIELD_MESSAGES.time;
  return errors;
}

/** Every client rule at once; null when the form may be sent (the terms are checked natively). */
export function validateSubmissionForm(values: SubmissionFormValues, today: string) {
  const missing = missingFields(values);
  const fields: FieldErrors = {
    ...missingFieldErrors(values, missing),
    ...dateErrors(values, today),
    ...seriesErrors(values),
  };
  const first = Object.values(fields)[0];
  if (first === undefined) return null;
  return { message: missing.length > 0 ? submissionMessages(getLocale()).required(missing) : first, fields };
}
