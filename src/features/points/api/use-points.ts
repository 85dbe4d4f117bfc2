import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { pointsQueries } from './points-queries';

export function usePointsSummary() {
  const { user } = useAuth();
  return useQuery({ ...pointsQueries.summary(user?.id ?? ''), enabled: !!user });
}

export function usePointTransactions() {
  const { user } = useAuth();
  return useQuery({ ...pointsQueries.transactions(user?.id ?? ''), enabled: !!user });
}
