import type { IncomingMessage } from 'node:http';
import { CLIENT_IP_HEADER } from '../../functions/_shared/client_ip.ts';

/**
 * Headers that name a client's address. A client can send any of them; on hosted Supabase the edge
 * (Cloudflare) sets CF-Connecting-IP from the connection and only appends to X-Forwarded-For, so the
 * per-client limits trust CF-Connecting-IP alone (supabase/README.md, "Client address"). The gateway
 * drops every client-sent copy so that nothing behind it (REST's request.headers, edge functions)
 * can be handed an address the connection did not come from.
 */
export const CLIENT_ADDRESS_HEADERS = [
  CLIENT_IP_HEADER,
  'cf-connecting-ipv6',
  'cf-pseudo-ipv4',
  'true-client-ip',
  'x-real-ip',
  'x-forwarded-for',
  'forwarded',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
] as const;

/** The socket's peer address, an IPv4-mapped IPv6 address written as the IPv4 one (as Cloudflare does). */
export function socketAddress(req: IncomingMessage): string | undefined {
  const raw = req.socket.remoteAddress;
  if (!raw) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  return mapped?.[1] ?? raw;
}

/**
 * The gateway's rule for every request, before any API sees it: forged address headers go, then
 * CF-Connecting-IP (and X-Forwarded-For, as Cloudflare sends it when the client sent none) is the
 * socket's address. Without a peer address (a socket already gone) no address is set, and the limits
 * count the request in their shared bucket.
 */
export function stampClientAddress(req: IncomingMessage): void {
  for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name];
  const address = socketAddress(req);
  if (!address) return;
  req.headers[CLIENT_IP_HEADER] = address;
  req.headers['x-forwarded-for'] = address;
}
