import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { eventsKeys } from './events-queries';

export const CANCEL_OCCURRENCE_ERROR_TITLE = 'No se pudo cancelar la fecha';

export interface CancelOccurrenceRequest {
  eventId: string;
  /** The date to cancel, 'yyyy-MM-dd'. */
  day: string;
}

/**
 * What the moderator reads when the database refuses. Its 22023 messages are already written for
 * people, in Spanish ('Esa fecha no es una de las fechas de la serie.', 'Todas las fechas de la serie
 * están excluidas.'); its other refusals are technical English, so they get a sentence of their own.
 */
export function cancelOccurrenceErrorText(error: { code?: string; message: string }): string {
  switch (error.code) {
    case '22023':
      return error.message;
    case '42501':
      return 'Solo el equipo de moderación puede cancelar fechas.';
    case 'P0002':
      return 'Este evento ya no existe.';
    default:
      return 'Comprueba tu conexión e inténtalo de nuevo.';
  }
}

/** public.cancel_event_occurrence: adds the day to the series' exdates; answers the dates left. */
async function cancelOccurrence({ eventId, day }: CancelOccurrenceRequest): Promise<string[]> {
  const { data, error } = await (
    await getSupabase()
  ).rpc('cancel_event_occurrence', { p_event_id: eventId, p_day: day });
  if (error) throw new Error(cancelOccurrenceErrorText(error));
  return (data ?? []) as string[];
}

/**
 * A moderator cancels one date of a series. Afterwards the event is read again, and so are the
 * listings, which show a series at its next date.
 */
export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventsKeys.all, 'cancel-occurrence'],
    mutationFn: cancelOccurrence,
    onSuccess: () => {
      toast.success('Fecha cancelada');
    },
    onError: (error) => {
      toast.error(CANCEL_OCCURRENCE_ERROR_TITLE, { description: error.message });
    },
    onSettled: async (_data, _error, { eventId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]);
    },
  });
}
