/**
 * CORS for browser calls (supabase-js from the city sub-domains). Functions are called with a bearer
 * token, never with cookies, so any origin may call them; the token decides what the caller may do.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, apikey, x-client-info, content-type, x-supabase-api-version, x-retry-count, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a preflight (OPTIONS) request. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}
