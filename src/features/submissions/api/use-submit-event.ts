import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitEventBody } from '../domain/build-payload';
import { FunctionCallError } from '@/lib/function-call';
import { forgetUploadedImage, uploadEventImage } from './event-image';
import { submissionsKeys, submitEvent } from './submit-event';

async function sendSubmission({ body, image }: { body: SubmitEventBody; image: File | null }) {
  if (!image) return submitEvent(body);
  const imagePath = await uploadEventImage(image);
  try {
    return await submitEvent({ ...body, image_path: imagePath });
  } catch (error) {
    // The server removed a stored file it refused: the next attempt uploads it again.
    if (error instanceof FunctionCallError && error.fields.image) forgetUploadedImage(image);
    throw error;
  }
}

/** Sends a submission (the form shows the outcome itself); on success the moderation queue is refreshed. */
export function useSubmitEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsKeys.pending() }),
  });
}
