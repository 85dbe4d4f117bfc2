/**
 * What a page view counts. Every path has its own counter; an event page
 * counts under its short canonical path '/event/{id}' with the event id, so the counter stays one
 * whatever slug the link carried (titles change, old links keep working). Event paths without an
 * id are not counted.
 */
import { isEventId } from '@/features/events/domain/event-id';
import { parseEventId } from '@/features/events/domain/event-url';

export interface PageViewTarget {
  path: string;
  eventId: string | null;
}

const EVENT_PREFIX = '/event';
/** The page_views.page_path column accepts up to 512 characters. */
const MAX_PATH_LENGTH = 512;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Short page path of an event: '/event/{id}'. */
export function eventViewPath(eventId: string): string {
  return `${EVENT_PREFIX}/${encodeURIComponent(eventId)}`;
}

/** The counter a pathname goes to, or null when it is not counted. */
export function pageViewTarget(pathname: string): PageViewTarget | null {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (path === EVENT_PREFIX || path.startsWith(`${EVENT_PREFIX}/`)) {
    const param = path.slice(EVENT_PREFIX.length + 1).split('/')[0] ?? '';
    const eventId = parseEventId(decode(param));
    // No id, or one that cannot name an event (not a uuid): nothing to count.
    return eventId && isEventId(eventId) ? { path: eventViewPath(eventId), eventId } : null;
  }
  if (path.length > MAX_PATH_LENGTH || /[\s\p{Cc}]/u.test(path)) return null;
  return { path, eventId: null };
}
