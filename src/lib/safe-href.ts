/** Links from event data are followed only when absolute http(s) or mailto. */
const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** The href when it is an absolute http(s) or mailto URL; null otherwise (relative, javascript:, data:…). */
export function safeHref(raw: string | null): string | null {
  // The URL parser strips what browsers strip ('java\tscript:' is 'javascript:'), so its protocol is
  // the one a click would use; relative URLs have no base here and throw.
  try {
    const url = new URL((raw ?? '').trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
