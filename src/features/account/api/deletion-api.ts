import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/supabase';
import { invokeFunction } from '@/lib/function-call';

const DELETION_REQUEST_FAILED = 'No se pudo enviar el email de confirmación. Inténtalo de nuevo.';

export function useRequestAccountDeletion() {
  return useMutation({
    // The server makes the real single-use token (24 h): the client's is only the described call shape.
    mutationFn: (email: string) =>
      invokeFunction('send-delete-confirmation', {
        email,
        confirmationToken: crypto.randomUUID(),
        origin: window.location.origin,
      }),
    onSuccess: () =>
      toast.success('Email de confirmación enviado', {
        description: 'Abre el enlace del email para completar la baja. Caduca en 24 horas.',
      }),
    onError: (error) =>
      toast.error(DELETION_REQUEST_FAILED, {
        description: error.message !== DELETION_REQUEST_FAILED ? error.message : undefined,
      }),
  });
}

/** Then a session of this browser for the account that no longer exists is dropped (locally). */
async function confirmAccountDeletion(token: string): Promise<void> {
  await invokeFunction('confirm-account-deletion', { token });
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return;
  const { error } = await supabase.auth.getUser();
  if (error) await supabase.auth.signOut({ scope: 'local' });
}

export function useConfirmAccountDeletion() {
  return useMutation({ mutationFn: confirmAccountDeletion });
}
