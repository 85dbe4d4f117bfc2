import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/supabase';
import { invokeFunction } from '@/features/points';

const DELETION_REQUEST_FAILED = 'No se pudo enviar el email de confirmación. Inténtalo de nuevo.';

/**
 * send-delete-confirmation: the server makes the real single-use token (24 h) and e-mails the link to
 * /confirmar-baja on this site; the client's token field is only kept for the described call shape.
 */
async function requestAccountDeletion(email: string): Promise<void> {
  await invokeFunction('send-delete-confirmation', {
    email,
    confirmationToken: crypto.randomUUID(),
    origin: window.location.origin,
  });
}

export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: requestAccountDeletion,
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

/**
 * confirm-account-deletion {token} (no session needed). Then, if this browser is signed in to the
 * account that no longer exists, its session is dropped here (locally: the server has nothing left).
 */
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
