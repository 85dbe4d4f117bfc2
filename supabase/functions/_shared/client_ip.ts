/**
 * The caller's address, as every per-client limit sees it: the edge functions through clientIp(),
 * the database's tracking limits through public.tracking_allowed() (migration 20261127004100), which
 * reads the same header; tests/db/client-ip.test.ts holds the SQL's literal to CLIENT_IP_HEADER.
 *
 * Only CF-Connecting-IP counts. Hosted Supabase is reached through Cloudflare, which sets that header
 * to the address that connected to it and does not take a client's value for it; X-Forwarded-For
 * keeps whatever the client sent and only appends, and X-Real-IP, Forwarded or True-Client-IP are a
 * client's to write wherever the edge does not set them. Falling back to any of them would hand a
 * caller a fresh identity per request, so there is no fallback (supabase/README.md, "Client address").
 *
 * A request without the header (none arrives that way through the hosted or the local gateway) is
 * not unlimited: every such request shares the one bucket UNKNOWN_CLIENT.
 *
 * Dependency-free: the local stack's gateway (Node) imports the header name from here to set it.
 */

/** The request header, lower case as PostgREST's request.headers and Node name it. */
export const CLIENT_IP_HEADER = 'cf-connecting-ip';

/** The client of every request that names no address: they are limited together. */
export const UNKNOWN_CLIENT = 'unknown';

/** The caller's address, for rate limiting only (callers hash it); UNKNOWN_CLIENT without one. */
export function clientIp(req: Request): string {
  const value = req.headers.get(CLIENT_IP_HEADER)?.trim();
  return value ? value.slice(0, 100) : UNKNOWN_CLIENT;
}
