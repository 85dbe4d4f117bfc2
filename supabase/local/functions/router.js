// Runs inside Deno (not Node): one warm process serves every edge function of the project.
// Each supabase/functions/<name>/index.ts is imported on first use; its Deno.serve() handler is
// captured instead of opening a port, and requests for /<name>/… are handed to it.
import { bootErrorAnswer, DEFAULT_CORS_HEADERS } from './boot-error.ts';

const Deno = globalThis.Deno;
const functionsDir = Deno.env.get('LOCAL_FUNCTIONS_DIR');
const realServe = Deno.serve.bind(Deno);

/** @type {Map<string, {handler: Function, version: string}>} */
const handlers = new Map();
let captured = null;
let queue = Promise.resolve();

globalThis.EdgeRuntime = globalThis.EdgeRuntime ?? {
  waitUntil(p) {
    Promise.resolve(p).catch((e) => console.error(e));
  },
};

function fakeServer() {
  return {
    finished: new Promise(() => {}),
    addr: { hostname: '127.0.0.1', port: 0, transport: 'tcp' },
    ref() {},
    unref() {},
    shutdown: async () => {},
    [Symbol.asyncDispose]: async () => {},
  };
}

Deno.serve = (...args) => {
  for (const a of args) {
    if (typeof a === 'function') captured = a;
    else if (a && typeof a === 'object' && typeof a.handler === 'function') captured = a.handler;
  }
  return fakeServer();
};

async function version(path) {
  const st = await Deno.stat(path);
  return String(st.mtime ? st.mtime.getTime() : 0);
}

function load(name) {
  const path = `${functionsDir}/${name}/index.ts`;
  // Loads run one at a time: `captured` is shared between them.
  const run = queue.then(async () => {
    const v = await version(path);
    const cached = handlers.get(name);
    if (cached && cached.version === v) return cached.handler;
    captured = null;
    // A changed index.ts is imported again (new query string); shared modules stay cached.
    await import(`${new URL(`file://${path}`).href}?v=${v}`);
    const h = captured;
    captured = null;
    if (!h) throw new Error(`function ${name} did not call Deno.serve()`);
    handlers.set(name, { handler: h, version: v });
    return h;
  });
  queue = run.catch(() => {});
  return run;
}

/** The functions' own CORS headers (_shared/cors.ts), read again when the file changes. */
async function functionsCors() {
  const path = `${functionsDir}/_shared/cors.ts`;
  try {
    const m = await import(`${new URL(`file://${path}`).href}?v=${await version(path)}`);
    if (m.corsHeaders && typeof m.corsHeaders === 'object') return m.corsHeaders;
  } catch {
    // No _shared/cors.ts, or it does not load either: the defaults.
  }
  return DEFAULT_CORS_HEADERS;
}

const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen({ port }) {
      console.log(`LOCAL_FUNCTIONS_LISTENING ${port}`);
    },
  },
  async (req, info) => {
    const url = new URL(req.url);
    const m = /^\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const name = m ? decodeURIComponent(m[1]) : '';
    if (!name || name.startsWith('_') || name.includes('..')) {
      return new Response('Function not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    }
    let handler;
    try {
      handler = await load(name);
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) {
        return new Response('Function not found', { status: 404, headers: { 'content-type': 'text/plain' } });
      }
      console.error(`${name} failed to boot:`, e);
      // 503 with CORS and the reason, readable by the app (boot-error.ts).
      const answer = bootErrorAnswer(name, e, req.method, await functionsCors());
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }
    // The function sees the public URL, /<name>/… as on hosted Supabase.
    const proto = req.headers.get('x-forwarded-proto') ?? 'http';
    const host = req.headers.get('x-forwarded-host') ?? url.host;
    const publicUrl = `${proto}://${host}${url.pathname}${url.search}`;
    const forwarded = new Request(publicUrl, req);
    try {
      return await handler(forwarded, info);
    } catch (e) {
      console.error(`${name} threw:`, e);
      return json(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  },
);
