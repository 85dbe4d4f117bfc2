import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/supabase';
import { unwrap } from '@/lib/supabase-result';
import { useAuth, USER_SCOPED } from '@/features/auth';
import { rankingKeys } from '@/features/ranking';

export interface Profile {
  fullName: string;
}

async function fetchProfile(userId: string, signal: AbortSignal): Promise<Profile> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('profiles')
      .select('full_name')
      .eq('user_id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  ) as { full_name: string } | null;
  return { fullName: row?.full_name ?? '' };
}

async function updateProfile(userId: string, fullName: string): Promise<Profile> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('profiles')
      .update({ full_name: fullName.trim() })
      .eq('user_id', userId)
      .select('full_name'),
  ) as Array<{ full_name: string }>;
  const row = rows[0];
  if (!row) throw new Error('No se encontró tu perfil.');
  return { fullName: row.full_name };
}

export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, userId, 'profile'] as const,
};

export const accountQueries = {
  profile: (userId: string) =>
    queryOptions({
      queryKey: accountKeys.profile(userId),
      queryFn: ({ signal }) => fetchProfile(userId, signal),
      meta: USER_SCOPED,
    }),
};

export function useProfile() {
  const { user } = useAuth();
  return useQuery({ ...accountQueries.profile(user?.id ?? ''), enabled: !!user });
}

export function useUpdateProfile() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => {
      if (!user) throw new Error('Inicia sesión para editar tu perfil.');
      return updateProfile(user.id, fullName);
    },
    onSuccess: (profile) => {
      if (user) queryClient.setQueryData(accountKeys.profile(user.id), profile);
      void queryClient.invalidateQueries({ queryKey: rankingKeys.all }); // the name is shown there
      toast.success('Perfil actualizado');
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
}
