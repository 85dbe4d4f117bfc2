import { getSupabase } from '@/lib/supabase';
import type { SubmitEventBody } from '../domain/build-payload';
import { toFunctionCallError } from './function-error';

export interface SubmitEventResult {
  ok: boolean;
  id: string;
  status: string;
  message: string;
}

/** The moderation queue's key: a new submission refreshes it. */
export const submissionsKeys = { pending: () => ['submissions', 'pending'] as const };

/** POST submit-event; a non-2xx answer becomes a FunctionCallError. `image_path`: the uploaded picture. */
export async function submitEvent(
  body: SubmitEventBody & { image_path?: string },
): Promise<SubmitEventResult> {
  const client = await getSupabase();
  const { data, error } = await client.functions.invoke<SubmitEventResult>('submit-event', {
    body: body as unknown as Record<string, unknown>,
  });
  if (error) throw await toFunctionCallError(error);
  if (!data) throw new Error('submit-event: respuesta vacía');
  return data;
}
