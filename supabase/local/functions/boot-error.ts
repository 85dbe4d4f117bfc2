/**
 * The answer for a function that cannot start (its module or a dependency does not load, or the
 * Deno process itself does not start). Shared by router.js (inside Deno) and handler.ts (Node), so
 * it imports nothing.
 *
 * A browser must be able to read it: the app calls functions cross-origin, so a preflight that
 * fails, or an answer without CORS headers, reaches the app as a bare network error and the person
 * sees only the generic toast. So the preflight is answered 204 with the functions' CORS headers
 * (the function would have answered it the same way), and every other request gets 503 with those
 * headers and `{ error }`, the shape the app reads from a function's failure (errors.ts), with a
 * message that says why. No x-relay-error header: supabase-js would then report a relay error and
 * drop the body.
 */

/** Used when the functions directory has no _shared/cors.ts (or it does not load). */
export const DEFAULT_CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

export interface BootErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const NETWORK =
  /error sending request|dns error|failed to lookup address|tcp connect error|connection refused|network is unreachable|timed out|certificate/i;

/** The line of the error that says the most: the network failure when there is one. */
function detail(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const line = lines.find((l) => NETWORK.test(l)) ?? lines[0] ?? text;
  return line
    .trim()
    .replace(/^\d+: /, '')
    .slice(0, 400);
}

/** Why `name` could not start, for the person who sees the app's toast and the developer. */
export function bootErrorMessage(name: string, error: unknown): string {
  const text = error instanceof Error ? `${error.message}\n${String(error.cause ?? '')}` : String(error);
  const head = `La función ${name} no ha podido arrancar`;
  if (NETWORK.test(text)) {
    // The first call of a function downloads its npm:/jsr:/https: imports into DENO_DIR; offline,
    // and never cached (npm install warms the cache: supabase/local/functions/warm-cache.mjs).
    const pkg = /for package "([^"]+)"/.exec(text)?.[1] ?? /\((https?:\/\/[^)\s]+)\)/.exec(text)?.[1];
    return (
      `${head}: no se han podido descargar sus dependencias${pkg ? ` (${pkg})` : ''} porque no hay ` +
      'conexión con el registro. Con conexión, ejecuta «npm run functions:cache» (npm install también lo ' +
      `hace) y vuelve a intentarlo. Detalle: ${detail(text)}`
    );
  }
  return `${head}: ${detail(text)}`;
}

/** The answer to `method` for a function that could not start with `error`. */
export function bootErrorAnswer(
  name: string,
  error: unknown,
  method: string | undefined,
  cors: Record<string, string>,
): BootErrorAnswer {
  if (method === 'OPTIONS') return { status: 204, headers: { ...cors }, body: null };
  return {
    status: 503,
    headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: bootErrorMessage(name, error), code: 'BOOT_ERROR' }),
  };
}
