/**
 * What a page view counts: every path has its own counter, except event pages, which count themselves
 * under '/event/{id}' whatever slug the link carried.
 */

const EVENT_PREFIX = '/event';
/** The page_views.page_path column accepts up to 512 characters. */
const MAX_PATH_LENGTH = 512;

export function eventViewPath(eventId: string): string {
  return `${EVENT_PREFIX}/${encodeURIComponent(eventId)}`;
}

/** The counter a pathname goes to, or null when it is not counted here (event pages, unstorable paths). */
export function pageViewTarget(pathname: string): string | null {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (path === EVENT_PREFIX || path.startsWith(`${EVENT_PREFIX}/`)) return null;
  if (path.length > MAX_PATH_LENGTH || /[\s\p{Cc}]/u.test(path)) return null;
  return path;
}
