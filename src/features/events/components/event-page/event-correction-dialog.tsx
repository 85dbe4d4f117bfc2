import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { ModerateEventError, useModerateEvent } from '../../api/use-event-moderation';
import {
  CORRECTION_MESSAGES,
  correctionChanges,
  correctionDraft,
  firstInvalidField,
  validateCorrection,
  type CorrectionDraft,
  type CorrectionErrors,
  type CorrectionField,
  type CorrectionStatus,
} from '../../domain/event-correction';
import type { EventItem } from '../../domain/types';

const inputClass =
  'h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40';

const STATUS_OPTIONS: ReadonlyArray<{ value: CorrectionStatus; label: string }> = [
  { value: 'scheduled', label: 'Programado' },
  { value: 'cancelled', label: 'Cancelado' },
];

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Draws the control with the id and the ARIA attributes that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error message (read out with the control). */
function Field({ id, label, error, hint, className, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface EventCorrectionDialogProps {
  event: EventItem;
}

/**
 * 'Corregir': a moderator corrects the event's main fields. The form opens with the event as it is
 * now and sends only what was changed. Checked on send with Spanish messages by each field; when the
 * database refuses, its reason is shown in the form, which keeps what was typed. Saved, the form
 * closes, 'Evento corregido' is toasted and the page reads the event again.
 */
export function EventCorrectionDialog({ event }: EventCorrectionDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The event as it was when the form opened: what the draft is compared with, so a field the
  // moderator left alone is not sent back with an old value if the event is read again meanwhile.
  const [base, setBase] = useState<EventItem>(event);
  const [draft, setDraft] = useState<CorrectionDraft>(() => correctionDraft(event));
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const moderate = useModerateEvent();

  const ids = Object.fromEntries(
    (Object.keys(draft) as CorrectionField[]).map((field) => [field, `${id}-${field}`]),
  ) as Record<CorrectionField, string>;

  // Each opening starts from the event as it is now; while open, a refetch of the event (after
  // someone else's change) does not overwrite what is being typed.
  const openChange = (next: boolean) => {
    if (next) {
      setBase(event);
      setDraft(correctionDraft(event));
      setErrors({});
      setFailure(null);
    }
    setOpen(next);
  };

  const change = <K extends CorrectionField>(field: K, value: CorrectionDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
    setFailure(null);
  };

  const focus = (field: CorrectionField) => document.getElementById(ids[field])?.focus();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (moderate.isPending) return;
    const found = validateCorrection(draft, base);
    setErrors(found);
    setFailure(null);
    const invalid = firstInvalidField(found);
    if (invalid) return focus(invalid);
    const changes = correctionChanges(draft, base);
    if (Object.keys(changes).length === 0) {
      setFailure(CORRECTION_MESSAGES.nothingChanged);
      return;
    }
    moderate.mutate(
      { eventId: base.id, changes },
      {
        onSuccess: () => setOpen(false),
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

  const textInput = (field: 'title' | 'venue' | 'address') => (control: ControlProps) => (
    <input
      {...control}
      aria-required={field === 'title' ? true : undefined}
      autoComplete="off"
      value={draft[field]}
      onChange={(e) => change(field, e.target.value)}
      className={cn(inputClass, errors[field] && 'border-red-700')}
    />
  );

  const urlInput = (field: 'infoUrl' | 'ticketUrl') => (control: ControlProps) => (
    <input
      {...control}
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder="https://"
      value={draft[field]}
      onChange={(e) => change(field, e.target.value)}
      className={cn(inputClass, errors[field] && 'border-red-700')}
    />
  );

  const dateOrTimeInput =
    (field: 'startDate' | 'endDate' | 'startTime' | 'endTime', type: 'date' | 'time') =>
    (control: ControlProps) => (
      <input
        {...control}
        type={type}
        value={draft[field]}
        onChange={(e) => change(field, e.target.value)}
        className={cn(inputClass, errors[field] && 'border-red-700')}
      />
    );

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Corregir
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">Corregir «{base.title}»</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700">
            Solo se guardan los campos que cambies. Una vez corregido, las importaciones ya no cambiarán este
            evento.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="space-y-4">
            <Field id={ids.title} label="Título" error={errors.title}>
              {textInput('title')}
            </Field>
            <Field
              id={ids.description}
              label="Descripción"
              error={errors.description}
              hint="Texto o HTML sencillo (párrafos, negrita, listas y enlaces). Al guardar se quita todo lo demás, como en el resto de descripciones."
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={6}
                  value={draft.description}
                  onChange={(e) => change('description', e.target.value)}
                  className={cn(
                    'w-full rounded-xl border border-gray-300 px-3 py-2.5 text-base focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none',
                    errors.description && 'border-red-700',
                  )}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={ids.venue} label="Lugar" error={errors.venue}>
                {textInput('venue')}
              </Field>
              <Field id={ids.address} label="Dirección" error={errors.address}>
                {textInput('address')}
              </Field>
              <Field
                id={ids.startDate}
                label="Fecha de inicio"
                error={errors.startDate}
                hint={
                  base.series
                    ? 'Es una serie: esta es su primera fecha, y la agenda calcula las demás a partir de su repetición.'
                    : undefined
                }
              >
                {dateOrTimeInput('startDate', 'date')}
              </Field>
              {!base.series && (
                <Field id={ids.endDate} label="Fecha de fin" error={errors.endDate}>
                  {dateOrTimeInput('endDate', 'date')}
                </Field>
              )}
              <Field id={ids.startTime} label="Hora de inicio" error={errors.startTime}>
                {dateOrTimeInput('startTime', 'time')}
              </Field>
              <Field id={ids.endTime} label="Hora de fin" error={errors.endTime}>
                {dateOrTimeInput('endTime', 'time')}
              </Field>
              <Field id={ids.price} label="Precio (€)" error={errors.price} hint="Vacío si no se conoce.">
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft.price}
                    onChange={(e) => change('price', e.target.value)}
                    className={cn(inputClass, errors.price && 'border-red-700')}
                  />
                )}
              </Field>
              <div className="flex items-end">
                <Checkbox
                  id={ids.isFree}
                  label="Gratis"
                  checked={draft.isFree}
                  onChange={(e) => change('isFree', e.target.checked)}
                />
              </div>
              <Field id={ids.infoUrl} label="Enlace de información" error={errors.infoUrl}>
                {urlInput('infoUrl')}
              </Field>
              <Field id={ids.ticketUrl} label="Entradas" error={errors.ticketUrl}>
                {urlInput('ticketUrl')}
              </Field>
              <Field id={ids.status} label="Estado" error={errors.status}>
                {(control) => (
                  <select
                    {...control}
                    value={draft.status}
                    onChange={(e) => change('status', e.target.value as CorrectionStatus)}
                    className={cn(inputClass, errors.status && 'border-red-700')}
                  >
                    {STATUS_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
