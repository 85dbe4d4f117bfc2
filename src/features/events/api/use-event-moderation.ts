import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import type { CorrectionField, EventChanges } from '../domain/event-correction';
import { eventsKeys } from './events-queries';

export const SET_HIDDEN_ERROR_TITLE = {
  hide: 'No se pudo ocultar el evento',
  show: 'No se pudo mostrar el evento',
} as const;

type DbError = { code?: string; message: string };

/** What the moderator reads when the database refuses to hide or show an event. */
export function setEventHiddenErrorText(error: DbError): string {
  switch (error.code) {
    case '42501':
      return 'Solo el equipo de moderación puede ocultar o mostrar eventos.';
    case 'P0002':
      return 'Este evento ya no existe.';
    default:
      return 'Comprueba tu conexión e inténtalo de nuevo.';
  }
}

/** A refusal of a correction, with the form field it is about when one is. */
export class ModerateEventError extends Error {
  readonly field: CorrectionField | undefined;

  constructor(message: string, field?: CorrectionField) {
    super(message);
    this.name = 'ModerateEventError';
    this.field = field;
  }
}

/** The events table's check constraints a correction can break, and the field each is about. */
const CONSTRAINTS: Record<string, { field: CorrectionField; message: string }> = {
  events_title_length: {
    field: 'title',
    message: 'El título no puede quedar vacío ni superar 300 caracteres.',
  },
  events_description_length: { field: 'description', message: 'La descripción es demasiado larga.' },
  events_dates_order: {
    field: 'endDate',
    message: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  },
  events_price_range: { field: 'price', message: 'El precio debe estar entre 0 y 99.999,99 €.' },
  events_venue_length: { field: 'venue', message: 'El lugar es demasiado largo.' },
  events_address_length: { field: 'address', message: 'La dirección es demasiado larga.' },
  events_info_url_format: {
    field: 'infoUrl',
    message: 'El enlace de información debe empezar por http:// o https://.',
  },
  events_ticket_url_format: {
    field: 'ticketUrl',
    message: 'El enlace de entradas debe empezar por http:// o https://.',
  },
  events_status_valid: { field: 'status', message: 'El estado debe ser Programado o Cancelado.' },
};

/**
 * What the moderator reads when the database refuses a correction. moderate_event's own messages
 * are technical English ('moderate_event: …'), so they get Spanish sentences; the series trigger's
 * 22023 messages are already written for people, in Spanish ('La fecha de inicio debe ser la primera
 * fecha de la serie.'), and are shown as they come. A broken check constraint names the field.
 */
export function moderateEventError(error: DbError): ModerateEventError {
  switch (error.code) {
    case '22023':
      if (/title cannot be empty/.test(error.message))
        return new ModerateEventError('Escribe el título del evento.', 'title');
      if (error.message.startsWith('moderate_event:'))
        return new ModerateEventError('La corrección incluye un campo que no se puede cambiar aquí.');
      return new ModerateEventError(error.message);
    case '23514': {
      const name = /constraint "([a-z_]+)"/.exec(error.message)?.[1] ?? '';
      const known = CONSTRAINTS[name];
      return known
        ? new ModerateEventError(known.message, known.field)
        : new ModerateEventError('Algún valor no es válido para la agenda. Revisa los campos.');
    }
    case '22007':
    case '22008':
      return new ModerateEventError('Alguna fecha u hora no es válida.');
    case '22003':
    case '22P02':
      return new ModerateEventError(
        'Algún valor no tiene el formato esperado. Revisa el precio y las fechas.',
      );
    case '42501':
      return new ModerateEventError('Solo el equipo de moderación puede corregir eventos.');
    case 'P0002':
      return new ModerateEventError('Este evento ya no existe.');
    default:
      return new ModerateEventError('Comprueba tu conexión e inténtalo de nuevo.');
  }
}

export interface SetEventHiddenRequest {
  eventId: string;
  hidden: boolean;
}

/** public.set_event_hidden: hides the event from everyone but moderators, or shows it again. */
async function setEventHidden({ eventId, hidden }: SetEventHiddenRequest): Promise<void> {
  const { error } = await (
    await getSupabase()
  ).rpc('set_event_hidden', { p_event_id: eventId, p_hidden: hidden });
  if (error) throw new Error(setEventHiddenErrorText(error));
}

export interface ModerateEventRequest {
  eventId: string;
  /** Only the columns the moderator changed. */
  changes: EventChanges;
}

/** public.moderate_event: writes the given columns, and imports leave the event alone from then on. */
async function moderateEvent({ eventId, changes }: ModerateEventRequest): Promise<void> {
  const { error } = await (
    await getSupabase()
  ).rpc('moderate_event', { p_event_id: eventId, p_changes: { ...changes } });
  if (error) throw moderateEventError(error);
}

/**
 * Everything the app read about events is read again after a moderator's change: the event page,
 * the listings (a hidden event leaves them, a corrected one changes there), and the counts, which
 * leave out hidden events.
 */
const refreshEvents = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: eventsKeys.all });

/** A moderator hides an event or shows it again; the outcome is toasted either way. */
export function useSetEventHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventsKeys.all, 'set-hidden'],
    mutationFn: setEventHidden,
    onSuccess: (_data, { hidden }) => {
      if (hidden) toast.success('Evento oculto', { description: 'Solo lo ven los moderadores.' });
      else toast.success('Evento visible de nuevo');
    },
    onError: (error, { hidden }) => {
      toast.error(SET_HIDDEN_ERROR_TITLE[hidden ? 'hide' : 'show'], { description: error.message });
    },
    onSettled: () => refreshEvents(queryClient),
  });
}

/**
 * A moderator's correction. A refusal is shown by the form itself (beside what was typed, which it
 * keeps), so no toast repeats it; success is toasted, as the form closes.
 */
export function useModerateEvent() {
  const queryClient = useQueryClient();
  return useMutation<void, ModerateEventError, ModerateEventRequest>({
    mutationKey: [...eventsKeys.all, 'moderate'],
    mutationFn: moderateEvent,
    onSuccess: () => {
      toast.success('Evento corregido');
    },
    onSettled: () => refreshEvents(queryClient),
  });
}
