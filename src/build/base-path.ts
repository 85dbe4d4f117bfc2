/** Vite's `base` with one trailing slash, to put before an output file's name ('assets/x.js'). */
export function basePath(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
