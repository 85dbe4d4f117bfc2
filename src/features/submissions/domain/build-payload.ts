/** The body sent to the submit-event function: the event, the anti-spam fields and the extras it accepts. */
import { priceDigits } from '@/features/events';
import { normaliseTime, parseFormDate } from './form-dates';
import { resolvedTown } from './form-rules';
import { formSeries } from './form-series';
import type { SubmissionFormValues } from './form-values';

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function buildSubmissionPayload(
  values: SubmissionFormValues,
  ctx: { formStartedAt: number; cityId: string },
) {
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
    // The address goes as the venue; the one link field is both the info and the ticket link.
    venue: values.address.trim(),
    town: resolvedTown(values),
    recomendaciones: optional(values.recomendaciones),
    neighborhood: optional(values.neighborhood),
    price: values.isFree ? null : priceDigits(values.price),
    is_free: values.isFree,
    organizer: optional(values.organizer),
    info_url: optional(values.link),
    ticket_url: optional(values.link),
    como_llegar: optional(values.comoLlegar),
    wants_featured: values.wantsFeatured,
    submitted_by_name: optional(values.contactName),
    submitted_by_email: optional(values.contactEmail),
    // Anti-spam: the honeypot (empty) and when the form was first shown (a person takes a few seconds).
    website: values.website,
    form_started_at: ctx.formStartedAt,
    city_id: ctx.cityId,
    ...(series ? { recurrence_rule: series.rule, recurrence_exdates: series.exdates } : {}),
  };
}

export type SubmitEventBody = ReturnType<typeof buildSubmissionPayload>;
