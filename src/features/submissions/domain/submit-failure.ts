/** What the form shows when sending fails (the form is kept): the function's field errors by field. Pure. */
import type { FunctionCallError } from '@/lib/function-call';
import { m } from '@/i18n/paraglide/messages.js';
import type { FieldErrors, FormField } from './form-values';

export const SERVER_TO_FORM = {
  title: 'title',
  start_date: 'startDate',
  start_time: 'startTime',
  end_date: 'endDate',
  end_time: 'endTime',
  town: 'town',
  neighborhood: 'neighborhood',
  venue: 'address',
  address: 'address',
  como_llegar: 'comoLlegar',
  category_id: 'categories',
  subcategory: 'subcategory',
  description: 'description',
  organizer: 'organizer',
  recomendaciones: 'recomendaciones',
  is_free: 'isFree',
  price: 'price',
  info_url: 'link',
  ticket_url: 'link',
  wants_featured: 'wantsFeatured',
  submitted_by_name: 'contactName',
  submitted_by_email: 'contactEmail',
  // A refused series is shown at the '¿Se repite?' group.
  recurrence_rule: 'repeat',
  recurrence_exdates: 'repeat',
  // The picture: refused by event-image-upload or, once stored, by submit-event.
  image: 'image',
  image_path: 'image',
} as const satisfies Record<string, FormField>;

/**
 * 429: the server's message alone. 400: the failure message, the server's explanation (else its first message
 * about no field: honeypot, fill time) and its field errors by form field (a typed town's by `customTown`).
 */
export function describeSubmitFailure(
  call: Pick<FunctionCallError, 'status' | 'serverMessage' | 'fields'> | null,
  customTown = false,
): { message: string; detail: string | null; fields: FieldErrors } {
  const failed = m.submissions_submit_error();
  if (call?.status === 429) return { message: call.serverMessage ?? failed, detail: null, fields: {} };
  if (call?.status !== 400) return { message: failed, detail: null, fields: {} };
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [name, message] of Object.entries(call.fields)) {
    const mapped = (SERVER_TO_FORM as Record<string, FormField | undefined>)[name];
    const field = mapped === 'town' && customTown ? 'customTown' : mapped;
    if (field === undefined) general.push(message);
    else fields[field] ??= message;
  }
  return { message: failed, detail: call.serverMessage ?? general[0] ?? null, fields };
}
