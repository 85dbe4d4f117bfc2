import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogShell } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-controls';

export const REASON_REQUIRED = 'Indica el motivo del rechazo: se lo enviaremos a quien propuso el evento.';
const REASON_MAX = 1000;

export interface RejectDialogProps {
  title: string;
  busy: boolean;
  /** Resolves when the rejection was saved; the dialog then closes. */
  onReject: (reason: string) => Promise<unknown>;
}

/** 'Rechazar' opens a small dialog asking for the reason (required). */
export function RejectDialog({ title, busy, onReject }: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(REASON_REQUIRED);
      return;
    }
    try {
      await onReject(reason.trim());
      setReason('');
      setOpen(false);
    } catch {
      // The mutation already told the moderator (toast); the dialog stays open with the reason.
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button variant="outline" disabled={busy}>
          Rechazar
        </Button>
      }
      className="max-w-md space-y-4 rounded-2xl p-6 shadow-xl"
      classNames={{ overlay: 'bg-black/40' }}
      title={`Rechazar «${title}»`}
      description="Si dejó su email, enviaremos el motivo a quien propuso el evento."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <TextAreaField
          id="reject-reason"
          label="Motivo del rechazo"
          required
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          error={error ?? undefined}
          onValueChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        <DialogActions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Rechazando...' : 'Rechazar evento'}
          </Button>
        </DialogActions>
      </form>
    </DialogShell>
  );
}
