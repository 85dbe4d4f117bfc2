import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { eventsKeys } from '@/features/events';
import { moderationKeys } from './moderation-keys';
import { reviewSubmission } from './review-submission';

export const REVIEW_ERROR_TITLE = 'No se pudo guardar la decisión';

/**
 * Approves or rejects a submission. Afterwards the queue and the history are read again, and so is the
 * listing (an approved event is new there; the listing also hears it through realtime).
 */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...moderationKeys.all, 'review'],
    mutationFn: reviewSubmission,
    onSuccess: (result) => {
      toast.success(result.status === 'approved' ? 'Evento aprobado y publicado' : 'Propuesta rechazada', {
        description: result.email_sent ? 'Hemos avisado por email a quien lo propuso.' : undefined,
      });
    },
    onError: (error) => {
      toast.error(REVIEW_ERROR_TITLE, { description: error.message });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.history() }),
        queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
      ]);
    },
  });
}
