import { getSupabase, isFunctionsHttpError } from '@/lib/supabase';

/** A failed edge-function call, with the function's own (Spanish) message and its HTTP status. */
export class EdgeFunctionError extends Error {
  constructor(
    message: string,
    public readonly status: number | null,
  ) {
    super(message);
    this.name = 'EdgeFunctionError';
  }
}

/** The `{ error }` text of a function's JSON error answer, when there is one. */
async function errorOf(error: unknown): Promise<EdgeFunctionError> {
  if (isFunctionsHttpError(error)) {
    const response = error.context;
    let message = error.message;
    try {
      const body = (await response.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
    } catch {
      // not JSON: keep the client's message
    }
    return new EdgeFunctionError(message, response.status);
  }
  return new EdgeFunctionError(error instanceof Error ? error.message : String(error), null);
}

/** POSTs `body` to the edge function `name` (with the session's token when signed in). */
export async function invokeFunction<T>(
  name: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const { data, error } = await (await getSupabase()).functions.invoke<T>(name, { body, signal });
  if (error) throw await errorOf(error);
  return data as T;
}
