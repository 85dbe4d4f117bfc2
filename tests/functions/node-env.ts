/**
 * These suites run in Node (`@vitest-environment node`). The shared tests/setup.ts clears browser
 * storage after every test, so give it the two objects it touches when there is no DOM.
 */
const g = globalThis as unknown as { window?: unknown };
if (typeof g.window === 'undefined') {
  const storage = { clear: (): void => {} };
  g.window = { localStorage: storage, sessionStorage: storage };
}
export {};
