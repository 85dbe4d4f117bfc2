/** The submit-event function's field errors ({fields: {start_date: '…'}}) → the form's fields. Pure. */
import type { FieldErrors, FormField } from './form-values';

const SERVER_TO_FORM: Readonly<Record<string, FormField>> = {
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
};

export interface MappedServerErrors {
  fields: FieldErrors;
  /** Messages about no field of the form (honeypot, fill time, unknown names), in order. */
  general: string[];
}

/** `customTown`: the town was typed ('Otra, especificar'), so its error goes beside the text field. */
export function mapServerFieldErrors(
  serverFields: Readonly<Record<string, string>>,
  { customTown = false }: { customTown?: boolean } = {},
): MappedServerErrors {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [name, message] of Object.entries(serverFields)) {
    const mapped = SERVER_TO_FORM[name];
    const field = mapped === 'town' && customTown ? 'customTown' : mapped;
    if (field === undefined) general.push(message);
    else if (fields[field] === undefined) fields[field] = message;
  }
  return { fields, general };
}
