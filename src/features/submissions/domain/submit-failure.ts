/** What the form shows when sending fails (the form is kept): the function's field errors by field. Pure. */
import type { FunctionCallError } from '../api/function-error';
import type { FieldErrors, FormField } from './form-values';

const SUBMIT_ERROR_MESSAGE = 'Hubo un error al enviar tu evento. Por favor, inténtalo de nuevo más tarde.';

/** The form's field for each field of the function's body. */
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
 * Field errors by form field, and `general`: the messages about no field (honeypot, fill time).
 * `customTown`: the town was typed ('Otra, especificar'), so its error goes beside the text field.
 */
export function mapServerFieldErrors(
  serverFields: Readonly<Record<string, string>>,
  { customTown = false }: { customTown?: boolean } = {},
) {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [name, message] of Object.entries(serverFields)) {
    const mapped = (SERVER_TO_FORM as Record<string, FormField | undefined>)[name];
    const field = mapped === 'town' && customTown ? 'customTown' : mapped;
    if (field === undefined) general.push(message);
    else if (fields[field] === undefined) fields[field] = message;
  }
  return { fields, general };
}

export interface FailureView {
  message: string;
  detail: string | null;
  fields: FieldErrors;
}

/** 429: the server's message alone. 400: the failure message, the server's explanation and its fields. */
export function describeSubmitFailure(
  call: Pick<FunctionCallError, 'status' | 'serverMessage' | 'fields'> | null,
  { customTown = false } = {},
): FailureView {
  if (call?.status === 429)
    return { message: call.serverMessage ?? SUBMIT_ERROR_MESSAGE, detail: null, fields: {} };
  if (call?.status === 400) {
    const { fields, general } = mapServerFieldErrors(call.fields, { customTown });
    const detail = call.serverMessage ?? general[0] ?? null;
    return { message: SUBMIT_ERROR_MESSAGE, detail, fields };
  }
  return { message: SUBMIT_ERROR_MESSAGE, detail: null, fields: {} };
}
