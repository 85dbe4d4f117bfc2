import { useMutation } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/supabase';
import { invokeFunction } from '@/lib/function-call';

/** send-delete-confirmation's own words for a failed send (Spanish): not repeated under the same title. */
const SERVER_SEND_FAILED = 'No se pudo enviar el email de confirmación. Inténtalo de nuevo.';

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
      toast.success(m.account_deletion_sent_title(), {
        description: m.account_deletion_sent_description(),
      }),
    onError: (error) => {
      const title = m.account_deletion_request_failed();
      const repeats = error.message === title || error.message === SERVER_SEND_FAILED;
      toast.error(title, { description: repeats ? undefined : error.message });
    },
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
