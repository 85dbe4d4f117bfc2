import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { CORRECTION_MESSAGES, type CorrectionField, type EventChanges } from '../domain/event-correction';
import { eventsKeys } from './events-queries';

type DbError = { code?: string; message: string };

/** What the moderator reads when the database refuses: 'Solo el equipo de moderación puede {action}.' */
export function refusalText(error: DbError, action: string): string {
  if (error.code === '42501') return `Solo el equipo de moderación puede ${action}.`;
  if (error.code === 'P0002') return 'Este evento ya no existe.';
  return 'Comprueba tu conexión e inténtalo de nuevo.';
}

/** The series trigger's 22023 messages are written in Spanish for people: shown as they come. */
export const cancelOccurrenceErrorText = (error: DbError): string =>
  error.code === '22023' ? error.message : refusalText(error, 'cancelar fechas');

/** A refusal of a correction, with the form field it is about when one is. */
export class ModerateEventError extends Error {
  constructor(
    message: string,
    readonly field?: CorrectionField,
  ) {
    super(message);
    this.name = 'ModerateEventError';
  }
}

/** The events table's check constraints a correction can break: the message, and the field it is about. */
const CONSTRAINTS: Record<string, [string, CorrectionField]> = {
  events_title_length: ['El título no puede quedar vacío ni superar 300 caracteres.', 'title'],
  events_description_length: ['La descripción es demasiado larga.', 'description'],
  events_dates_order: [CORRECTION_MESSAGES.endBeforeStart, 'endDate'],
  events_price_range: ['El precio debe estar entre 0 y 99.999,99 €.', 'price'],
  events_venue_length: ['El lugar es demasiado largo.', 'venue'],
  events_address_length: ['La dirección es demasiado larga.', 'address'],
  events_info_url_format: ['El enlace de información debe empezar por http:// o https://.', 'infoUrl'],
  events_ticket_url_format: ['El enlace de entradas debe empezar por http:// o https://.', 'ticketUrl'],
  events_status_valid: ['El estado debe ser Programado o Cancelado.', 'status'],
};

/** Spanish sentences for moderate_event's English messages; a broken check constraint names the field. */
export function moderateEventError(error: DbError): ModerateEventError {
  switch (error.code) {
    case '22023':
      if (/title cannot be empty/.test(error.message))
        return new ModerateEventError(CORRECTION_MESSAGES.titleRequired, 'title');
      if (error.message.startsWith('moderate_event:'))
        return new ModerateEventError('La corrección incluye un campo que no se puede cambiar aquí.');
      return new ModerateEventError(error.message);
    case '23514': {
      const known = CONSTRAINTS[/constraint "([a-z_]+)"/.exec(error.message)?.[1] ?? ''];
      return known
        ? new ModerateEventError(...known)
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
    default:
      return new ModerateEventError(refusalText(error, 'corregir eventos'));
  }
}

/** After a moderator's change the event page, the listings and the counts are read again. */
function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventsKeys.all });
}

/** public.set_event_hidden: hides the event from everyone but moderators, or shows it again. */
export function useSetEventHidden() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({ eventId, hidden }: { eventId: string; hidden: boolean }) => {
      const client = await getSupabase();
      const { error } = await client.rpc('set_event_hidden', { p_event_id: eventId, p_hidden: hidden });
      if (error) throw new Error(refusalText(error, 'ocultar o mostrar eventos'));
    },
    onSuccess: (_data, { hidden }) => {
      if (hidden) toast.success('Evento oculto', { description: 'Solo lo ven los moderadores.' });
      else toast.success('Evento visible de nuevo');
    },
    onError: (error, { hidden }) =>
      toast.error(hidden ? 'No se pudo ocultar el evento' : 'No se pudo mostrar el evento', {
        description: error.message,
      }),
    onSettled: refresh,
  });
}

/** A moderator's correction; a refusal is shown by the form itself, so only success is toasted. */
export function useModerateEvent() {
  const refresh = useRefreshEvents();
  return useMutation<void, ModerateEventError, { eventId: string; changes: EventChanges }>({
    mutationFn: async ({ eventId, changes }) => {
      const client = await getSupabase();
      // public.moderate_event writes only the columns it is given; imports leave the event alone then.
      const { error } = await client.rpc('moderate_event', {
        p_event_id: eventId,
        p_changes: { ...changes },
      });
      if (error) throw moderateEventError(error);
    },
    onSuccess: () => toast.success('Evento corregido'),
    onSettled: refresh,
  });
}

/** public.cancel_event_occurrence adds the day to the series' exdates. */
export function useCancelOccurrence() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({ eventId, day }: { eventId: string; day: string }) => {
      const client = await getSupabase();
      const { error } = await client.rpc('cancel_event_occurrence', { p_event_id: eventId, p_day: day });
      if (error) throw new Error(cancelOccurrenceErrorText(error));
    },
    onSuccess: () => toast.success('Fecha cancelada'),
    onError: (error) => toast.error('No se pudo cancelar la fecha', { description: error.message }),
    onSettled: refresh,
  });
}
