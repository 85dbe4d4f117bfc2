import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages.js';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { useAuth, useUserQuery } from '@/features/auth';
import { rankingKeys } from '@/features/ranking';

const profileKey = (userId: string) => ['account', userId, 'profile'] as const;

async function fetchFullName(userId: string, signal: AbortSignal): Promise<string> {
  const supabase = await getSupabase();
  const row: { full_name: string } | null = unwrap(
    await supabase
      .from('profiles')
      .select('full_name')
      .eq('user_id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  );
  return row?.full_name ?? '';
}

async function updateFullName(userId: string, fullName: string): Promise<string> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('profiles')
      .update({ full_name: fullName.trim() })
      .eq('user_id', userId)
      .select('full_name'),
  );
  const row = rows[0];
  if (!row) throw new Error(m.account_profile_not_found());
  return row.full_name;
}

export function useFullName() {
  return useUserQuery((userId) => ({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchFullName(userId, signal),
  }));
}

export function useUpdateFullName() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => {
      if (!user) throw new Error(m.account_sign_in_to_edit());
      return updateFullName(user.id, fullName);
    },
    onSuccess: (fullName) => {
      if (user) queryClient.setQueryData(profileKey(user.id), fullName);
      void queryClient.invalidateQueries({ queryKey: rankingKeys.all }); // the name is shown there
      toast.success(m.account_profile_updated());
    },
    onError: (error) => toast.error(m.account_error(), { description: error.message }),
  });
}
