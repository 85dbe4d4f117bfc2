import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '@/features/events';

/** 'Reintentar' for the events list: refetches it, and says whether it is being fetched. */
export function useRetryEvents(): { retry: () => void; retrying: boolean } {
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: eventsKeys.lists() }) > 0;
  const retry = () => void queryClient.refetchQueries({ queryKey: eventsKeys.lists(), type: 'active' });
  return { retry, retrying };
}
