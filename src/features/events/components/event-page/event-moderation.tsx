import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-controls';
import { useModeratorAccess } from '@/features/auth';
import { m } from '@/i18n/paraglide/messages.js';
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
    const question = m.events_mod_hide_confirm({ title: event.title });
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
          {m.events_mod_title()}
        </h2>
        {/* A live region that is always there, so the notice is read out when the event is hidden. */}
        <div role="status">
          {hidden && (
            <p className="rounded-lg bg-amber-200 px-3 py-2 text-sm font-bold text-amber-950">
              {m.events_mod_hidden_notice()}
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
            {hidden ? m.events_mod_show_again() : m.events_mod_hide()}
          </Button>
          <EventCorrectionDialog event={event} />
        </div>
      </section>
      {event.moderated && <p className="px-1 text-xs text-gray-600">{m.events_mod_moderated()}</p>}
    </div>
  );
}

const statusOptions = (): ReadonlyArray<{ value: CorrectionStatus; label: string }> => [
  { value: 'scheduled', label: m.events_mod_status_scheduled() },
  { value: 'cancelled', label: m.events_cancelled() },
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
          {m.events_mod_correct()}
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
          setFailure(m.events_mod_save_failed({ error: error.message }));
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
      <Dialog.Title className="text-lg font-bold text-gray-900">
        {m.events_mod_correct_title({ title: base.title })}
      </Dialog.Title>
      <Dialog.Description className="text-sm text-gray-700">{m.events_mod_correct_text()}</Dialog.Description>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={m.events_mod_field_title()} required autoComplete="off" {...field('title')} />
        <TextAreaField
          label={m.events_description()}
          rows={6}
          hint={m.events_mod_description_hint()}
          {...field('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.events_card_place()} autoComplete="off" {...field('venue')} />
          <TextField label={m.events_mod_field_address()} autoComplete="off" {...field('address')} />
          <TextField
            label={m.events_mod_field_start_date()}
            type="date"
            hint={base.series && m.events_mod_series_hint()}
            {...field('startDate')}
          />
          {!base.series && (
            <TextField label={m.events_mod_field_end_date()} type="date" {...field('endDate')} />
          )}
          <TextField label={m.events_mod_field_start_time()} type="time" {...field('startTime')} />
          <TextField label={m.events_mod_field_end_time()} type="time" {...field('endTime')} />
          <TextField
            label={m.events_mod_field_price()}
            inputMode="decimal"
            autoComplete="off"
            hint={m.events_mod_price_hint()}
            {...field('price')}
          />
          <div className="flex items-end">
            <Checkbox
              id={idOf('isFree')}
              label={m.events_free()}
              checked={draft.isFree}
              onChange={(e) => change('isFree', e.target.checked)}
            />
          </div>
          <TextField label={m.events_mod_field_info_url()} {...URL_INPUT} {...field('infoUrl')} />
          <TextField label={m.events_tickets()} {...URL_INPUT} {...field('ticketUrl')} />
          <SelectField label={m.events_mod_field_status()} options={statusOptions()} {...field('status')} />
        </div>
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="ghost">{m.events_mod_cancel()}</Button>
          </Dialog.Close>
          <Button type="submit" disabled={moderate.isPending} aria-busy={moderate.isPending || undefined}>
            {moderate.isPending ? m.events_mod_saving() : m.events_mod_save()}
          </Button>
        </div>
      </form>
    </>
  );
}
