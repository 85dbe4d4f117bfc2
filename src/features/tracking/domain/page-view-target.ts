/**
 * What a page view counts. Every path has its own counter. An event page is not counted from its
 * path: the event page counts itself once it has loaded the event (useRecordEventView), under its
 * short canonical path '/event/{id}', so the counter stays one whatever slug the link carried and an
 * unknown or deleted event is never sent.
 */

const EVENT_PREFIX = '/event';
/** The page_views.page_path column accepts up to 512 characters. */
const MAX_PATH_LENGTH = 512;

/** Short page path of an event: '/event/{id}'. */
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
