import { request } from 'node:http';
import type { Agent, IncomingHttpHeaders } from 'node:http';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The local address the request leaves from: every 127.x.y.z reaches the stack on Linux, so a test
   * can be several clients at once.
   */
  from?: string;
  agent?: Agent;
}

/** One HTTP request to a stack, from a chosen client address (fetch cannot pick one). */
export function call(port: number, method: string, path: string, o: CallOptions = {}): Promise<Reply> {
  const body =
    o.body === undefined
      ? undefined
      : Buffer.isBuffer(o.body)
        ? o.body
        : Buffer.from(typeof o.body === 'string' ? o.body : JSON.stringify(o.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: o.from,
        agent: o.agent ?? false,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...o.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
