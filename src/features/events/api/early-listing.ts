import { EARLY_LISTING_GLOBAL } from '../domain/early-event-global';
import { mapEventRow } from '../domain/map-event-row';
import type { EventItem, EventRow } from '../domain/types';

/** What the served HTML of a landing page carries (edge/early-listing.ts). */
export interface EarlyListing {
  /** The first page's query: the city, its Madrid day and its row limit (the phone's). */
  cityId: string;
  today: string;
  limit: number;
  rows: EventRow[];
  /** The first result's first picture source, when the page's filters leave any: the first paint shows it. */
  picture?: string;
  /** The landing's listing as a phone first draws it (the build's first paint): the first paint adds it. */
  html?: string;
  /** Set by the first paint: settles once the picture has been drawn (or failed). */
  shown?: Promise<unknown>;
}

type FirstPage = { cityId: string; today: string; limit: number | null };

const holder = () => window as unknown as Record<string, EarlyListing | undefined>;

function matching(page: FirstPage): EarlyListing | undefined {
  const early = typeof window === 'undefined' ? undefined : holder()[EARLY_LISTING_GLOBAL];
  return early && early.cityId === page.cityId && early.today === page.today && early.limit === page.limit
    ? early
    : undefined;
}

/** The first page the HTML came with, for the same query: the list query's initial data. */
export function earlyListingItems(page: FirstPage): EventItem[] | undefined {
  return matching(page)?.rows.map((row) => mapEventRow(row, page.today));
}

/** The first page's rows, taken once: a refetch asks the API. */
export function takeEarlyListing(page: FirstPage): EventRow[] | null {
  const early = matching(page);
  if (!early) return null;
  delete holder()[EARLY_LISTING_GLOBAL];
  return early.rows;
}
