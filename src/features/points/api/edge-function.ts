import { getSupabase } from '@/lib/supabase';
import { toFunctionCallError } from '@/features/submissions';

/** A failure throws with the function's own Spanish message and its HTTP status. */
export async function invokeFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await (await getSupabase()).functions.invoke<T>(name, { body });
  if (error) throw await toFunctionCallError(error);
  return data as T;
}
