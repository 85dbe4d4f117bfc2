// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootAfterPaint } from './boot-after-paint';

const HTML =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-dom.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body>';

/** Runs the inline boot script with a fake window; what it has requested so far is in `requested`. */
function boot(visibility: 'visible' | 'hidden') {
  const html = bootAfterPaint(HTML);
  const script = /<script>(.*)<\/script>/.exec(html)![1]!;
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const listeners: Array<() => void> = [];
  const requested: string[] = [];
  runInNewContext(script.replace(/import\(/g, '__import('), {
    __import: (src: string) => requested.push(`run ${src}`),
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
    document: {
      visibilityState: visibility,
      addEventListener: (_: string, cb: () => void) => listeners.push(cb),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (l: { rel: string; href: string }) => requested.push(`${l.rel} ${l.href}`) },
    },
  });
  return { html, frames, timers, listeners, requested };
}

const ALL = [
  'modulepreload /assets/react-dom.js',
  'modulepreload /assets/runtime.js',
  'run /assets/index-abc.js',
];

describe('bootAfterPaint', () => {
  it('leaves no script or module preload for the browser to fetch with the HTML', () => {
    const { html } = boot('visible');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('requests the entry and its imports right after the first frame, once', () => {
    const page = boot('visible');
    expect(page.requested).toEqual([]);
    page.frames.forEach((f) => f());
    expect(page.requested).toEqual([]);
    page.timers.forEach((t) => t());
    expect(page.requested).toEqual(ALL);
    page.listeners.forEach((l) => l());
    expect(page.requested).toEqual(ALL);
  });

  it('starts at once in a hidden tab, and when a tab is hidden before its first frame', () => {
    expect(boot('hidden').requested).toEqual(ALL);
    const page = boot('visible');
    page.listeners.forEach((l) => l());
    expect(page.requested).toEqual(ALL);
  });

  it('leaves a page without the entry script alone', () => {
    const other = '<head></head><body></body>';
    expect(bootAfterPaint(other)).toBe(other);
  });
});
