import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { m } from '@/i18n/paraglide/messages.js';
import { useRequestAccountDeletion } from '../api/deletion-api';

/** Account deletion: a confirmation dialog, then an e-mailed link that completes it. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const request = useRequestAccountDeletion();
  const confirm = () => request.mutate(email, { onSuccess: () => setOpen(false) });

  return (
    <section
      aria-labelledby="delete-title"
      className="space-y-3 rounded-3xl border border-red-200 bg-red-50/50 p-6"
    >
      <h2 id="delete-title" className="text-xl font-bold text-gray-900">
        {m.account_delete_title()}
      </h2>
      <p className="text-sm text-gray-800">{m.account_delete_intro()}</p>
      <Dialog.Root open={open} onOpenChange={(next) => !request.isPending && setOpen(next)}>
        <Dialog.Trigger asChild>
          <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
            {m.account_delete_button()}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-3xl bg-white p-6 shadow-2xl">
            <Dialog.Title className="text-xl font-bold text-gray-900">
              {m.account_delete_dialog_title()}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-gray-800">
              {m.account_delete_dialog_before_email()} <strong>{email}</strong>{' '}
              {m.account_delete_dialog_after_email()}
            </Dialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost" disabled={request.isPending}>
                  {m.account_cancel()}
                </Button>
              </Dialog.Close>
              <Button onClick={confirm} disabled={request.isPending} className="bg-red-700 hover:bg-red-800">
                {request.isPending && <Spinner />}
                {request.isPending ? m.account_sending() : m.account_send_confirmation()}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
