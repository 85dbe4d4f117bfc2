import type { EventRow } from '../domain/types';

/** Must match EARLY_EVENT_GLOBAL in src/build/event-prefetch.ts (its test checks). */
export const EARLY_EVENT_GLOBAL = '__agendaNorteEarlyEvent';

interface EarlyEvent {
  id: string;
  /** The PostgREST answer (an array of rows), or null when the request failed. */
  rows: Promise<unknown>;
}

/**
 * The row of the event page's event, if index.html started fetching it with the HTML
 * (src/build/event-prefetch.ts). Taken once: a later refetch goes through the Supabase client.
 * Anything but exactly one row (not published, not found, failed) is null, and the caller asks
 * the usual way.
 */
export async function takeEarlyEvent(id: string): Promise<EventRow | null> {
  const holder = window as unknown as Record<string, EarlyEvent | undefined>;
  const early = holder[EARLY_EVENT_GLOBAL];
  if (!early || early.id !== id) return null;
  delete holder[EARLY_EVENT_GLOBAL];
  const rows = await early.rows;
  return Array.isArray(rows) && rows.length === 1 ? (rows[0] as EventRow) : null;
}
