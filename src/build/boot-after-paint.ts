/**
 * Build-time only: index.html's entry script and modulepreload links become an inline script requesting
 * them after the first paint (after-first-paint.ts), with the opened page's route chunk (route-preload.ts).
 */
import { inlineJson } from './inline-json.ts';
import type { Plugin } from 'vite';
import { afterFirstPaint } from './after-first-paint.ts';
import { bootFiles, chunksOf, type ChunkLike } from './boot-files.ts';
import { modulePreloadsJs } from './module-preloads-js.ts';
import { routePreloadScript } from './route-preload.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** `stages`: the files of the entry's stages (boot-files.ts), preloaded after its own imports. */
export function bootAfterPaint(html: string, stages: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const deps = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), ...stages])].filter(
    (href) => href !== entry[1],
  );
  // The entry first (the largest file), then its imports a few per task (module-preloads-js.ts).
  const boot = afterFirstPaint(
    `function(){import(${inlineJson(entry[1])});(${modulePreloadsJs()})(${inlineJson(deps)})}`,
  );
  return html.replace(MODULE_PRELOAD, '').replace(entry[0], `<script>${boot}</script>\n`);
}

export function bootAfterPaintPlugin(): Plugin {
  let base = '/';
  return {
    name: 'agenda-norte:boot-after-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!ctx.bundle) return bootAfterPaint(html);
        const bundle = ctx.bundle as unknown as Record<string, ChunkLike>;
        const stages = bootFiles(chunksOf(bundle)).flatMap((f) => (f.endsWith('.js') ? [base + f] : []));
        return {
          html: bootAfterPaint(html, stages),
          tags: [{ tag: 'script', children: routePreloadScript(bundle, base), injectTo: 'head' }],
        };
      },
    },
  };
}
