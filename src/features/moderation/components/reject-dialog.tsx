import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-controls';
import { m } from '@/i18n/paraglide/messages.js';

type Props = { title: string; busy: boolean; onReject: (reason: string) => Promise<unknown> };

/** 'Rechazar' opens a small dialog asking for the reason (required); `onReject` resolves once it is saved. */
export function RejectDialog({ title, busy, onReject }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(m.moderation_reject_reason_required());
    try {
      await onReject(reason.trim());
      setReason('');
      setOpen(false);
    } catch {
      // The mutation already told the moderator (toast); the dialog stays open with the reason.
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" disabled={busy}>
          {m.moderation_reject()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">
            {m.moderation_reject_title({ title })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700">
            {m.moderation_reject_description()}
          </Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
            <TextAreaField
              id="reject-reason"
              label={m.moderation_reject_reason_label()}
              required
              rows={4}
              maxLength={1000}
              value={reason}
              error={error ?? undefined}
              onValueChange={(value) => {
                setReason(value);
                setError(null);
              }}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{m.moderation_cancel()}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? m.moderation_rejecting() : m.moderation_reject_submit()}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
