import { mapEventRow } from '../domain/map-event-row';
import type { EventItem, EventRow } from '../domain/types';

/** Must match src/build/event-prefetch.ts (its test checks). */
export const EARLY_EVENT_GLOBAL = '__agendaNorteEarlyEvent';

interface EarlyEvent {
  id: string;
  /** The PostgREST rows, or null when the request failed; never rejects. */
  rows: Promise<unknown>;
  /** The answer once settleEarlyEvent has waited for it. */
  settled?: unknown;
}

const holder = () => window as unknown as Record<string, EarlyEvent | undefined>;

/** Exactly one row, or null (not published, not found, failed, unexpected). */
const singleRow = (rows: unknown): EventRow | null =>
  Array.isArray(rows) && rows.length === 1 ? (rows[0] as EventRow) : null;

/** Whether index.html has started fetching an event page's row that nobody has taken. */
export function hasEarlyEvent(): boolean {
  return holder()[EARLY_EVENT_GLOBAL] !== undefined;
}

/** At start-up: waits for index.html's request (if any), so the first render can show the event. */
export async function settleEarlyEvent(): Promise<void> {
  const early = holder()[EARLY_EVENT_GLOBAL];
  if (early) early.settled = await early.rows;
}

/** The event, if index.html's request for it has already been answered: the query's initial data. */
export function earlyEventItem(id: string): EventItem | undefined {
  const early = holder()[EARLY_EVENT_GLOBAL];
  const row = early && early.id === id ? singleRow(early.settled) : null;
  return row ? mapEventRow(row) : undefined;
}

/** The event page's row, if index.html started fetching it. Taken once: a refetch asks the usual way. */
export async function takeEarlyEvent(id: string): Promise<EventRow | null> {
  const early = holder()[EARLY_EVENT_GLOBAL];
  if (!early || early.id !== id) return null;
  delete holder()[EARLY_EVENT_GLOBAL];
  return singleRow(await early.rows);
}
