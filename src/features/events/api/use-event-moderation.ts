import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages.js';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { CORRECTION_MESSAGES, type CorrectionField, type EventChanges } from '../domain/event-correction';
import { eventsKeys } from './events-queries';

type DbError = { code?: string; message: string };

/** What the moderator reads when the database refuses: 'Solo el equipo de moderación puede {action}.' */
export function refusalText(error: DbError, action: string): string {
  if (error.code === '42501') return m.events_refusal_not_allowed({ action });
  if (error.code === 'P0002') return m.events_refusal_gone();
  return m.events_refusal_network();
}

/** The series trigger's 22023 messages are written in Spanish for people: shown as they come. */
export const cancelOccurrenceErrorText = (error: DbError): string =>
  error.code === '22023' ? error.message : refusalText(error, m.events_action_cancel_dates());

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
const CONSTRAINTS: Record<string, [() => string, CorrectionField]> = {
  events_title_length: [m.events_db_title_length, 'title'],
  events_description_length: [m.events_db_description_length, 'description'],
  events_dates_order: [() => CORRECTION_MESSAGES.endBeforeStart, 'endDate'],
  events_price_range: [m.events_db_price_range, 'price'],
  events_venue_length: [m.events_db_venue_length, 'venue'],
  events_address_length: [m.events_db_address_length, 'address'],
  events_info_url_format: [m.events_db_info_url_format, 'infoUrl'],
  events_ticket_url_format: [m.events_db_ticket_url_format, 'ticketUrl'],
  events_status_valid: [m.events_db_status_valid, 'status'],
};

/** Spanish sentences for moderate_event's English messages; a broken check constraint names the field. */
export function moderateEventError(error: DbError): ModerateEventError {
  switch (error.code) {
    case '22023':
      if (/title cannot be empty/.test(error.message))
        return new ModerateEventError(CORRECTION_MESSAGES.titleRequired, 'title');
      if (error.message.startsWith('moderate_event:'))
        return new ModerateEventError(m.events_db_field_not_editable());
      return new ModerateEventError(error.message);
    case '23514': {
      const known = CONSTRAINTS[/constraint "([a-z_]+)"/.exec(error.message)?.[1] ?? ''];
      return known
        ? new ModerateEventError(known[0](), known[1])
        : new ModerateEventError(m.events_db_invalid_value());
    }
    case '22007':
    case '22008':
      return new ModerateEventError(m.events_db_invalid_date_time());
    case '22003':
    case '22P02':
      return new ModerateEventError(m.events_db_bad_format());
    default:
      return new ModerateEventError(refusalText(error, m.events_action_correct()));
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
      if (error) throw new Error(refusalText(error, m.events_action_hide_show()));
    },
    onSuccess: (_data, { hidden }) => {
      if (hidden) toast.success(m.events_hidden_toast(), { description: m.events_hidden_toast_text() });
      else toast.success(m.events_shown_toast());
    },
    onError: (error, { hidden }) =>
      toast.error(hidden ? m.events_hide_failed() : m.events_show_failed(), {
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
    onSuccess: () => toast.success(m.events_corrected_toast()),
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
    onSuccess: () => toast.success(m.events_date_cancelled_toast()),
    onError: (error) => toast.error(m.events_cancel_date_failed(), { description: error.message }),
    onSettled: refresh,
  });
}
