import type { SubmitEventBody } from '../domain/build-payload';
import { invokeFunction } from '@/lib/function-call';

export interface SubmitEventResult {
  ok: boolean;
  id: string;
  status: string;
  message: string;
}

/** The moderation queue's key: a new submission refreshes it. */
export const submissionsKeys = { pending: () => ['submissions', 'pending'] as const };

/** POST submit-event. `image_path`: the uploaded picture. */
export const submitEvent = (body: SubmitEventBody & { image_path?: string }) =>
  invokeFunction<SubmitEventResult>('submit-event', body);
