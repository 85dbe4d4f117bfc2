/** An edge-function call's error, with its status and JSON body `{error: '…', fields: {campo: '…'}}`. */
import { getSupabase, isFunctionsHttpError } from '@/lib/supabase';

export class FunctionCallError extends Error {
  override name = 'FunctionCallError';

  constructor(
    message: string,
    /** null when the function was never reached (network, relay). */
    readonly status: number | null,
    /** The function's own Spanish message, when it sent one. */
    readonly serverMessage: string | null,
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

function stringFields(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Turns the `error` of functions.invoke into a FunctionCallError (reads the response body once). */
async function toFunctionCallError(error: unknown): Promise<FunctionCallError> {
  const fallback = error instanceof Error ? error.message : String(error);
  if (!isFunctionsHttpError(error)) return new FunctionCallError(fallback, null, null, {});
  const response = error.context;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof record.error === 'string' ? record.error : null;
  return new FunctionCallError(
    serverMessage ?? fallback,
    response.status,
    serverMessage,
    stringFields(record.fields),
  );
}

/** POSTs `body` to the edge function `name`; a refusal is a FunctionCallError, an empty answer an Error. */
export async function invokeFunction<T>(name: string, body: object): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>(name, { body: body as Record<string, unknown> });
  if (error) throw await toFunctionCallError(error);
  if (!data) throw new Error(`${name}: respuesta vacía`);
  return data;
}
