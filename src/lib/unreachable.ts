import { unwrap } from './supabase-result';

/**
 * HTTP statuses meaning the service was not reached (0: no answer, offline or server down) or is
 * briefly unavailable behind its gateway: worth a quick retry, not a long back-off.
 */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

/** Shown after 'Error cargando eventos: ' when the service cannot be reached. */
export const UNREACHABLE_MESSAGE = 'no se ha podido conectar con el servidor. Comprueba tu conexión';

/** The request got no usable answer; its `cause` keeps the client's own message for debugging. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

export const isUnreachable = (error: unknown): error is UnreachableError => error instanceof UnreachableError;

/** unwrap() for a supabase-js result that tells an unreachable service apart from an answered error. */
export function unwrapReachable<T>(result: {
  data: T | null;
  error: { message: string } | null;
  status: number;
}): T {
  if (result.error && UNREACHABLE_STATUSES.has(result.status))
    throw new UnreachableError(UNREACHABLE_MESSAGE, { cause: result.error.message });
  return unwrap(result);
}
