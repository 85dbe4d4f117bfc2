/**
 * The add-event form's own texts, in the page's language (each read when used: the locale is set after
 * this module loads); the rules it shares use the submit-event function's MESSAGES.
 */
import { m } from '@/i18n/paraglide/messages.js';

export const FIELD_MESSAGES = {
  get required() {
    return m.submissions_error_required();
  },
  get customTown() {
    return m.submissions_error_custom_town();
  },
  get categories() {
    return m.submissions_error_categories();
  },
  get terms() {
    return m.submissions_error_terms();
  },
  get time() {
    return m.submissions_error_time();
  },
  get date() {
    return m.submissions_error_date();
  },
} as const;

export const SERIES_MESSAGES = {
  get noWeekday() {
    return m.submissions_error_no_weekday();
  },
  get noUntil() {
    return m.submissions_error_no_until();
  },
  get untilBeforeStart() {
    return m.submissions_error_until_before_start();
  },
  get noDates() {
    return m.submissions_error_no_dates();
  },
  get datesBeforeStart() {
    return m.submissions_error_dates_before_start();
  },
  get noDayInRange() {
    return m.submissions_error_no_day_in_range();
  },
} as const;
