// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EVENT_PICTURE_WAIT_MS } from './after-first-paint';
import { bootAfterPaint } from './boot-after-paint';
import { EARLY_EVENT_GLOBAL } from '@/features/events/domain/early-event-global';
import { MODULE_PRELOADS_PER_TASK } from './module-preloads-js';

const HTML =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-dom.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body>';

/** Runs the inline boot script with a fake window; what it has requested so far is in `requested`. */
function boot(
  visibility: 'visible' | 'hidden',
  window: Record<string, unknown> = {},
  html_ = HTML,
  stages: string[] = [],
) {
  const html = bootAfterPaint(html_, stages);
  const script = /<script>(.*)<\/script>/.exec(html)![1]!;
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const delays: number[] = [];
  const listeners: Array<() => void> = [];
  const requested: string[] = [];
  runInNewContext(script.replace(/import\(/g, '__import('), {
    __import: (src: string) => requested.push(`run ${src}`),
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    window,
    setTimeout: (cb: () => void, ms = 0) => {
      timers.push(cb);
      delays.push(ms);
    },
    document: {
      visibilityState: visibility,
      addEventListener: (_: string, cb: () => void) => listeners.push(cb),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (l: { rel: string; href: string }) => requested.push(`${l.rel} ${l.href}`) },
    },
  });
  return { html, frames, timers, delays, listeners, requested };
}

const ALL = [
  'run /assets/index-abc.js',
  'modulepreload /assets/react-dom.js',
  'modulepreload /assets/runtime.js',
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

  it("on an event page, waits for the first paint's picture of the event", async () => {
    let shown: () => void = () => {};
    const page = boot('visible', {
      [EARLY_EVENT_GLOBAL]: {
        id: 'x',
        shown: new Promise<void>((r) => (shown = r)),
      },
    });
    page.frames.forEach((f) => f());
    page.timers.splice(0).forEach((t) => t());
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.requested).toEqual([]);
    shown();
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.requested).toEqual(ALL);
    // The cap that was also set does not request them a second time.
    page.timers.forEach((t) => t());
    expect(page.requested).toEqual(ALL);
  });

  it(`requests the app anyway when the picture takes longer than ${EVENT_PICTURE_WAIT_MS} ms`, async () => {
    const page = boot('visible', {
      [EARLY_EVENT_GLOBAL]: { id: 'x', shown: new Promise(() => {}) },
    });
    page.frames.forEach((f) => f());
    page.timers.splice(0).forEach((t) => t());
    await Promise.resolve();
    expect(page.requested).toEqual([]);
    expect(page.delays).toContain(EVENT_PICTURE_WAIT_MS);
    page.timers.forEach((t) => t());
    expect(page.requested).toEqual(ALL);
  });

  it(`adds the imports' preloads ${MODULE_PRELOADS_PER_TASK} per task, so no one task starts them all`, () => {
    const deps = Array.from({ length: 20 }, (_, i) => `/assets/dep-${i}.js`);
    const html = HTML.replace(
      '<link rel="modulepreload" crossorigin href="/assets/react-dom.js">\n',
      deps.map((d) => `<link rel="modulepreload" crossorigin href="${d}">\n`).join(''),
    );
    const page = boot('hidden', {}, html);
    const preloads = () => page.requested.filter((r) => r.startsWith('modulepreload')).length;
    expect(page.requested[0]).toBe('run /assets/index-abc.js');
    expect(preloads()).toBe(MODULE_PRELOADS_PER_TASK);
    page.timers.shift()!();
    expect(preloads()).toBe(2 * MODULE_PRELOADS_PER_TASK);
    while (page.timers.length > 0) page.timers.shift()!();
    expect(page.requested.slice(1)).toEqual([
      ...deps.map((d) => `modulepreload ${d}`),
      'modulepreload /assets/runtime.js',
    ]);
  });

  it("preloads the entry's stages after its own imports, without repeating a file or the entry", () => {
    const page = boot('hidden', {}, HTML, [
      '/assets/index-abc.js',
      '/assets/runtime.js',
      '/assets/client.js',
      '/assets/start.js',
    ]);
    while (page.timers.length > 0) page.timers.shift()!();
    expect(page.requested).toEqual([
      ...ALL,
      'modulepreload /assets/client.js',
      'modulepreload /assets/start.js',
    ]);
  });

  it('leaves a page without the entry script alone', () => {
    const other = '<head></head><body></body>';
    expect(bootAfterPaint(other)).toBe(other);
  });
});
