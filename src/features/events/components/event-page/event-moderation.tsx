import { Button } from '@/components/ui/button';
import { useModeratorAccess } from '@/features/auth';
import { useSetEventHidden } from '../../api/use-event-moderation';
import type { EventItem } from '../../domain/types';
import { EventCorrectionDialog } from './event-correction-dialog';

export const HIDDEN_NOTICE = 'Oculto: solo lo ven los moderadores';
export const MODERATED_NOTE = 'Las importaciones ya no cambiarán este evento.';

/**
 * The 'Moderación' box, for moderators only: hide the event (after a confirmation) or show it again,
 * and 'Corregir'. Once a moderator has changed the event, a line says imports will leave it alone.
 */
export function EventModeration({ event }: { event: EventItem }) {
  const moderator = useModeratorAccess().status === 'allowed';
  const setHidden = useSetEventHidden();
  if (!moderator) return null;

  const hidden = event.hidden === true;
  const toggleHidden = () => {
    if (
      !hidden &&
      !window.confirm(
        `¿Ocultar «${event.title}»? Dejará de aparecer en la agenda, los feeds y los correos para todos salvo los moderadores.`,
      )
    )
      return;
    setHidden.mutate({ eventId: event.id, hidden: !hidden });
  };

  return (
    <div className="space-y-1.5">
      <section
        aria-labelledby="event-moderation-title"
        className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h2 id="event-moderation-title" className="text-sm font-bold tracking-wide text-amber-900 uppercase">
          Moderación
        </h2>
        {/* A live region that is always there, so the notice is read out when the event is hidden. */}
        <div role="status">
          {hidden && (
            <p className="rounded-lg bg-amber-200 px-3 py-2 text-sm font-bold text-amber-950">
              {HIDDEN_NOTICE}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* One button whose action follows the state, so the focus stays on it after the switch. */}
          <Button
            variant={hidden ? 'primary' : 'outline'}
            size="sm"
            disabled={setHidden.isPending}
            aria-busy={setHidden.isPending || undefined}
            onClick={toggleHidden}
          >
            {hidden ? 'Mostrar de nuevo' : 'Ocultar este evento'}
          </Button>
          <EventCorrectionDialog event={event} />
        </div>
      </section>
      {event.moderated && <p className="px-1 text-xs text-gray-600">{MODERATED_NOTE}</p>}
    </div>
  );
}
