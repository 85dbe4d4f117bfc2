import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogShell } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
        Eliminar cuenta
      </h2>
      <p className="text-sm text-gray-800">
        Se borrarán tu cuenta, tus favoritos, tus puntos y tus preferencias. Te enviaremos un email para
        confirmarlo.
      </p>
      <DialogShell
        open={open}
        onOpenChange={(next) => !request.isPending && setOpen(next)}
        trigger={
          <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
            Eliminar mi cuenta
          </Button>
        }
        className="max-w-md space-y-4 rounded-3xl p-6 shadow-2xl"
        classNames={{ title: 'text-xl', description: 'text-gray-800' }}
        title="¿Eliminar tu cuenta?"
        description={
          <>
            Te enviaremos un email a <strong>{email}</strong> con un enlace para confirmar la baja. Hasta que
            la confirmes en la página de ese enlace, tu cuenta sigue activa. Después no se podrá recuperar.
          </>
        }
      >
        <DialogActions busy={request.isPending}>
          <Button onClick={confirm} disabled={request.isPending} className="bg-red-700 hover:bg-red-800">
            {request.isPending && <Spinner />}
            {request.isPending ? 'Enviando…' : 'Enviar email de confirmación'}
          </Button>
        </DialogActions>
      </DialogShell>
    </section>
  );
}
