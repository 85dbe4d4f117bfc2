import { EARLY_EVENT_GLOBAL } from '../domain/early-event-global';
import { mapEventRow } from '../domain/map-event-row';
import type { EventItem, EventRow } from '../domain/types';

/** What the served HTML of an event page carries (edge/handle-request.ts). */
export interface EarlyEvent {
  id: string;
  row: EventRow;
  /** The first of the event's picture sources (its photo, else its poster): the first paint shows it. */
  picture: string;
  /** Set by the first paint: settles once the picture has been drawn (or failed). */
  shown?: Promise<unknown>;
}

const holder = () => window as unknown as Record<string, EarlyEvent | undefined>;

/** Whether the page came with its event's row, not yet taken by the app. */
export function hasEarlyEvent(): boolean {
  return holder()[EARLY_EVENT_GLOBAL] !== undefined;
}

/** The event the page came with: the event query's initial data, so the first render shows it. */
export function earlyEventItem(id: string): EventItem | undefined {
  const early = holder()[EARLY_EVENT_GLOBAL];
  return early && early.id === id ? mapEventRow(early.row) : undefined;
}

/** The page's event row, taken once: a refetch asks the API. */
export function takeEarlyEvent(id: string): EventRow | null {
  const early = holder()[EARLY_EVENT_GLOBAL];
  if (!early || early.id !== id) return null;
  delete holder()[EARLY_EVENT_GLOBAL];
  return early.row;
}
