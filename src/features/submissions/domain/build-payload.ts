/** The body sent to the submit-event function: the event, the anti-spam fields and the extras it accepts. */
import { priceDigits } from '@/features/events';
import { normaliseTime, parseFormDate } from './form-dates';
import { resolvedTown } from './form-rules';
import { formSeries } from './form-series';
import type { SubmissionFormValues } from './form-values';

export interface SubmitEventBody {
  title: string;
  category_id: string[];
  subcategory: string[];
  description: string;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  /** Holds the address. */
  venue: string;
  town: string;
  recomendaciones: string | null;
  neighborhood: string | null;
  price: number | null;
  is_free: boolean;
  organizer: string | null;
  /** Both links are the single link field. */
  info_url: string | null;
  ticket_url: string | null;
  como_llegar: string | null;
  wants_featured: boolean;
  submitted_by_name: string | null;
  submitted_by_email: string | null;
  /** Honeypot: must be empty. */
  website: string;
  /** When the form was first shown, ms since the epoch (a person needs a few seconds). */
  form_started_at: number;
  city_id: string;
  /** A series only: its RRULE and skipped days; start_date is its first date. */
  recurrence_rule?: string;
  recurrence_exdates?: string[];
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function buildSubmissionPayload(
  values: SubmissionFormValues,
  ctx: { formStartedAt: number; cityId: string },
): SubmitEventBody {
  const link = optional(values.link);
  // A series' dates are one day each: no end date.
  const series = formSeries(values);
  return {
    title: values.title.trim(),
    category_id: [...values.categories],
    subcategory: values.subcategory === '' ? [] : [values.subcategory],
    description: values.description.trim(),
    start_date: series ? series.startDate : parseFormDate(values.startDate),
    end_date: series ? null : parseFormDate(values.endDate),
    start_time: normaliseTime(values.startTime),
    end_time: normaliseTime(values.endTime),
    venue: values.address.trim(),
    town: resolvedTown(values),
    recomendaciones: optional(values.recomendaciones),
    neighborhood: optional(values.neighborhood),
    price: values.isFree ? null : priceDigits(values.price),
    is_free: values.isFree,
    organizer: optional(values.organizer),
    info_url: link,
    ticket_url: link,
    como_llegar: optional(values.comoLlegar),
    wants_featured: values.wantsFeatured,
    submitted_by_name: optional(values.contactName),
    submitted_by_email: optional(values.contactEmail),
    website: values.website,
    form_started_at: ctx.formStartedAt,
    city_id: ctx.cityId,
    ...(series ? { recurrence_rule: series.rule, recurrence_exdates: series.exdates } : {}),
  };
}
