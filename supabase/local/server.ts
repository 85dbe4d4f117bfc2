import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { stampClientAddress } from './http/client-address.ts';
import { preflight, sendJson, sendText, setCors } from './http/respond.ts';

export type Route = (req: IncomingMessage, res: ServerResponse, rest: string) => Promise<void>;

export interface Routes {
  prefix: string;
  handler: Route;
  /** Handles its own OPTIONS (edge functions see the preflight, as on hosted Supabase). */
  ownOptions?: boolean;
}

/** One origin for every API; CORS on everything; never a 5xx for a client's mistake. */
export function createHttpServer(routes: Routes[]): { server: Server; sockets: Set<Socket> } {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    void handle(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // As hosted Supabase's edge: the client's address comes from the connection, never from a header.
    stampClientAddress(req);
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    setCors(req, res);
    const route = routes.find(
      (r) => path === r.prefix || path.startsWith(r.prefix.endsWith('/') ? r.prefix : `${r.prefix}/`),
    );
    if (req.method === 'OPTIONS' && !route?.ownOptions) {
      preflight(req, res);
      return;
    }
    if (!route) {
      if (path === '/' || path === '/health') sendJson(res, 200, { status: 'ok' });
      else sendText(res, 404, 'Not found');
      return;
    }
    try {
      await route.handler(req, res, path.slice(route.prefix.length));
    } catch (e) {
      // A bug in the stack: answer something readable instead of hanging the request.
      if (!res.headersSent)
        sendJson(res, 500, {
          code: 'LOCAL500',
          details: null,
          hint: null,
          message: e instanceof Error ? e.message : String(e),
        });
      else res.destroy();
      console.error('[local-stack]', e);
    }
  }
  return { server, sockets };
}
