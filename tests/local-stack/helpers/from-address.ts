/**
 * Clients that connect from a chosen loopback address (any 127.x.y.z reaches a server listening on
 * 127.0.0.1 on Linux). The gateway takes the client's address from the connection and drops every
 * address header a client sends (supabase/local/http/client-address.ts), so this is the only way a
 * test can be several visitors: a header saying so would be ignored, as on hosted Supabase.
 */
import { request } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/** Status codes whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A fetch (enough of one for supabase-js) whose connections leave from `localAddress`. */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {
      ...Object.fromEntries(req.headers),
      'accept-encoding': 'identity',
    };
    if (body) headers['content-length'] = String(body.length);
    return await new Promise<Response>((resolve, reject) => {
      const out = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: req.method,
          headers,
          localAddress,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
                responseHeaders.append(name, one);
            }
            resolve(
              new Response(NULL_BODY.has(status) || req.method === 'HEAD' ? null : Buffer.concat(chunks), {
                status,
                statusText: res.statusMessage ?? '',
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  };
}

/**
 * A supabase-js client for `url` whose requests come from `localAddress`, with `key` as its apikey
 * (and bearer, unless `headers` brings an Authorization) and `headers` on every request.
 */
export function clientFrom(
  url: string,
  key: string,
  localAddress: string,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(localAddress), headers },
    realtime: { transport: ws as never },
  });
}
