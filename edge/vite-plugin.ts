/**
 * `npm run dev` and `vite preview` (which the end-to-end tests run) answer pages through the same
 * request handler as production (edge/handle-request.ts: each page's head in the HTML, share images,
 * 404s), so what the tests fetch is what a crawler gets from the worker.
 *
 * Only pages (a path without a file extension) and share images (/og/…) go through it; every other
 * request is left to Vite. The handler is loaded through Vite's server-side module loading, which
 * reads the app's `@/` imports and TypeScript as the app's build does.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer, type Connect, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import type * as HandlerExports from './handle-request.ts';

type HandlerModule = typeof HandlerExports;

const HANDLER = 'edge/handle-request.ts';

/** Vite's own paths (the client, pre-bundled modules, files by id) are never pages. */
const isViteInternal = (path: string) => /^\/(@|__|node_modules\/)/.test(path);

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function servedHeadPlugin(): Plugin {
  let config: ResolvedConfig;

  function middleware(
    load: () => Promise<HandlerModule>,
    indexHtml: (url: string) => Promise<string>,
    /** A built file other than index.html (the preview's; the dev server has none). */
    builtFile: (pathname: string) => Promise<Buffer | null> = async () => null,
  ): Connect.NextHandleFunction {
    return (req, res, next) => {
      const request = toRequest(req);
      const { pathname } = new URL(request.url);
      if (isViteInternal(pathname)) return next();
      void (async () => {
        const { handleRequest, isPageRequest } = await load();
        if (!isPageRequest(request) && !pathname.startsWith('/og/')) return next();
        const env = config.env as Record<string, string | undefined>;
        const response = await handleRequest(request, {
          supabaseUrl: env.VITE_SUPABASE_URL ?? '',
          anonKey: env.VITE_SUPABASE_ANON_KEY ?? '',
          siteBaseDomain: env.VITE_SITE_BASE_DOMAIN || undefined,
          fetchAsset: async (asset) => {
            const { pathname } = new URL(asset.url);
            if (pathname === '/')
              return new Response(await indexHtml(asset.url), { headers: { 'content-type': 'text/html' } });
            const file = await builtFile(pathname);
            return file ? new Response(new Uint8Array(file)) : new Response('No encontrado', { status: 404 });
          },
        });
        await send(res, response);
      })().catch(next);
    };
  }

  return {
    name: 'agenda-norte:served-head',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const file = join(config.root, 'index.html');
      server.middlewares.use(
        middleware(
          () => server.ssrLoadModule(`/${HANDLER}`) as Promise<HandlerModule>,
          async (url) => server.transformIndexHtml(new URL(url).pathname, await readFile(file, 'utf8')),
        ),
      );
    },
    configurePreviewServer(server) {
      // A server-side module graph without an HTTP server of its own: it loads the handler and,
      // later, the modules it imports on demand (an article's city), as the dev server does.
      let runner: Promise<ViteDevServer> | null = null;
      const load = async () => {
        runner ??= createServer({
          configFile: false,
          root: config.root,
          resolve: { alias: config.resolve.alias },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          logLevel: 'error',
        });
        return (await runner).ssrLoadModule(`/${HANDLER}`) as Promise<HandlerModule>;
      };
      server.httpServer.on('close', () => void runner?.then((vite) => vite.close()));
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use(
        middleware(
          load,
          () => readFile(join(outDir, 'index.html'), 'utf8'),
          // A URL's path is already normalised: no '..' leaves the build folder.
          (pathname) => readFile(join(outDir, pathname)).catch(() => null),
        ),
      );
    },
  };
}
