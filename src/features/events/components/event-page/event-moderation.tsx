import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-controls';
import { useModeratorAccess } from '@/features/auth';
import { ModerateEventError, useModerateEvent, useSetEventHidden } from '../../api/use-event-moderation';
import {
  CORRECTION_MESSAGES,
  correctionChanges,
  correctionDraft,
  validateCorrection,
  type CorrectionDraft,
  type CorrectionErrors,
  type CorrectionField,
  type CorrectionStatus,
} from '../../domain/event-correction';
import type { EventItem } from '../../domain/types';

/** The 'Moderación' box, for moderators only: hide or show the event again, and 'Corregir'. */
export function EventModeration({ event }: { event: EventItem }) {
  const moderator = useModeratorAccess().status === 'allowed';
  const setHidden = useSetEventHidden();
  if (!moderator) return null;

  const hidden = event.hidden === true;
  const toggleHidden = () => {
    const question = `¿Ocultar «${event.title}»? Dejará de aparecer en la agenda, los feeds y los correos para todos salvo los moderadores.`;
    if (!hidden && !window.confirm(question)) return;
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
              Oculto: solo lo ven los moderadores
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
      {event.moderated && (
        <p className="px-1 text-xs text-gray-600">Las importaciones ya no cambiarán este evento.</p>
      )}
    </div>
  );
}

const STATUS_OPTIONS: ReadonlyArray<{ value: CorrectionStatus; label: string }> = [
  { value: 'scheduled', label: 'Programado' },
  { value: 'cancelled', label: 'Cancelado' },
];

const URL_INPUT = {
  type: 'url',
  inputMode: 'url',
  autoComplete: 'off',
  spellCheck: false,
  placeholder: 'https://',
} as const;

/** 'Corregir': the event's main fields; a refusal is shown in the form, which keeps what was typed. */
function EventCorrectionDialog({ event }: { event: EventItem }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Corregir
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <CorrectionForm event={event} onSaved={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Mounted at each opening, it keeps the event as it was then (`base`) while open: a refetch leaves the
 * typing and the comparison alone, so an untouched field is never sent back with an old value.
 */
function CorrectionForm({ event, onSaved }: { event: EventItem; onSaved: () => void }) {
  const [base] = useState(event);
  const id = useId();
  const [draft, setDraft] = useState<CorrectionDraft>(() => correctionDraft(base));
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const moderate = useModerateEvent();

  const idOf = (field: CorrectionField) => `${id}-${field}`;

  const change = <K extends CorrectionField>(field: K, value: CorrectionDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
    setFailure(null);
  };

  const focus = (field: CorrectionField) => document.getElementById(idOf(field))?.focus();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (moderate.isPending) return;
    const found = validateCorrection(draft, base);
    setErrors(found);
    setFailure(null);
    const invalid = Object.keys(found)[0] as CorrectionField | undefined;
    if (invalid) return focus(invalid);
    const changes = correctionChanges(draft, base);
    if (Object.keys(changes).length === 0) return setFailure(CORRECTION_MESSAGES.nothingChanged);
    moderate.mutate(
      { eventId: base.id, changes },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setFailure(`No se pudo guardar la corrección: ${error.message}`);
          const field = error instanceof ModerateEventError ? error.field : undefined;
          if (field) {
            setErrors((current) => ({ ...current, [field]: error.message }));
            focus(field);
          }
        },
      },
    );
  };

  const field = (name: Exclude<CorrectionField, 'isFree'>) => ({
    id: idOf(name),
    value: draft[name],
    error: errors[name],
    // The status select offers only CorrectionStatus values.
    onValueChange: (value: string) => change(name, value),
  });

  return (
    <>
      <Dialog.Title className="text-lg font-bold text-gray-900">Corregir «{base.title}»</Dialog.Title>
      <Dialog.Description className="text-sm text-gray-700">
        Solo se guardan los campos que cambies. Una vez corregido, las importaciones ya no cambiarán este
        evento.
      </Dialog.Description>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Título" required autoComplete="off" {...field('title')} />
        <TextAreaField
          label="Descripción"
          rows={6}
          hint="Texto o HTML sencillo (párrafos, negrita, listas y enlaces). Al guardar se quita todo lo demás, como en el resto de descripciones."
          {...field('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Lugar" autoComplete="off" {...field('venue')} />
          <TextField label="Dirección" autoComplete="off" {...field('address')} />
          <TextField
            label="Fecha de inicio"
            type="date"
            hint={
              base.series &&
              'Es una serie: esta es su primera fecha, y la agenda calcula las demás a partir de su repetición.'
            }
            {...field('startDate')}
          />
          {!base.series && <TextField label="Fecha de fin" type="date" {...field('endDate')} />}
          <TextField label="Hora de inicio" type="time" {...field('startTime')} />
          <TextField label="Hora de fin" type="time" {...field('endTime')} />
          <TextField
            label="Precio (€)"
            inputMode="decimal"
            autoComplete="off"
            hint="Vacío si no se conoce."
            {...field('price')}
          />
          <div className="flex items-end">
            <Checkbox
              id={idOf('isFree')}
              label="Gratis"
              checked={draft.isFree}
              onChange={(e) => change('isFree', e.target.checked)}
            />
          </div>
          <TextField label="Enlace de información" {...URL_INPUT} {...field('infoUrl')} />
          <TextField label="Entradas" {...URL_INPUT} {...field('ticketUrl')} />
          <SelectField label="Estado" options={STATUS_OPTIONS} {...field('status')} />
        </div>
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="ghost">Cancelar</Button>
          </Dialog.Close>
          <Button type="submit" disabled={moderate.isPending} aria-busy={moderate.isPending || undefined}>
            {moderate.isPending ? 'Guardando...' : 'Guardar corrección'}
          </Button>
        </div>
      </form>
    </>
  );
}
