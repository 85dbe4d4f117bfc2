/**
 * The one way the functions answer: JSON with CORS headers. Errors are `{ error, fields? }` with a
 * Spanish message and a real status code; supabase-js hands that body to the app as
 * `await error.context.json()`. A client's mistake is always a 4xx, never a 5xx (auth-js and
 * postgrest-js treat 5xx as retryable network failures).
 */
import { corsHeaders } from './cors.ts';

export type FieldErrors = Record<string, string>;

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function errorResponse(
  status: number,
  message: string,
  fields?: FieldErrors,
  extra: Record<string, unknown> = {},
): Response {
  const body: Record<string, unknown> = { error: message, ...extra };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  const headers: Record<string, string> = {};
  if (status === 429 && typeof extra.retry_after === 'number')
    headers['Retry-After'] = String(extra.retry_after);
  return json(body, status, headers);
}

/** Thrown anywhere inside a handler; `withErrorHandling` turns it into `errorResponse`. */
export class HttpError extends Error {
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, fields?: FieldErrors, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fields = fields;
    this.extra = extra;
  }
}

export const MESSAGES = {
  unexpected: 'Ha ocurrido un error inesperado',
  methodNotAllowed: 'Método no permitido. Usa POST.',
  invalidJson: 'La petición no es válida: el cuerpo debe ser un objeto JSON.',
  bodyTooLarge: 'La petición es demasiado grande.',
  unauthorized: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.',
  loginRequired: 'Debes iniciar sesión para hacer esto.',
  authUnavailable: 'No se pudo comprobar tu sesión en este momento. Inténtalo de nuevo en unos minutos.',
  misconfigured: 'El servidor no está bien configurado. Avisa al equipo de Agenda Norte.',
} as const;
