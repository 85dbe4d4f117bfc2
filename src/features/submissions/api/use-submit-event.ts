import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionsKeys, submitEvent } from './submit-event';

/**
 * Sends a submission. The form shows success and failure itself (toast, alert with role=alert, field
 * errors) so a failure is announced once; on success the moderation queue of this tab is refreshed.
 */
export function useSubmitEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submissionsKeys.submit(),
    mutationFn: submitEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsKeys.pending() }),
  });
}
