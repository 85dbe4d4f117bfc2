/**
 * Build-time only (vite.config.ts): the app's code is requested and run right after the first
 * paint (after-first-paint.ts says why), instead of from <script type="module"> and
 * <link rel="modulepreload"> tags that the browser fetches with the HTML. The entry's static
 * imports are preloaded together with it, so nothing waits for the entry to be parsed first.
 */
import { inlineJson } from './inline-json.ts';
import type { Plugin } from 'vite';
import { afterFirstPaint } from './after-first-paint.ts';

/** The entry script tag and the modulepreload links Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export function bootAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const deps = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const boot = afterFirstPaint(
    `function(){${inlineJson(deps)}.forEach(function(h){var l=document.createElement("link");` +
      'l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});' +
      `import(${inlineJson(entry[1])})}`,
  );
  return html.replace(MODULE_PRELOAD, '').replace(entry[0], `<script>${boot}</script>\n`);
}

export function bootAfterPaintPlugin(): Plugin {
  return {
    name: 'agenda-norte:boot-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => bootAfterPaint(html) },
  };
}
