import type { Tables } from '../../../../supabase/functions/_shared/database.types.ts';

/** An event as the app uses it: the events row mapped to camelCase. */
export interface EventItem {
  id: string;
  imageUrl: string;
  title: string;
  description: string;
  /**
   * The Basque title and description (title_eu, description_eu) of an event imported in both
   * languages; absent when it has none or the query did not read them (the listing does not).
   */
  titleEu?: string;
  descriptionEu?: string;
  /** First is the primary category. */
  categoryId: string[];
  subcategory: string[];
  venue: string;
  town: string;
  neighborhood: string;
  address: string;
  /** yyyy-MM-dd, or '' when missing. */
  startDate: string;
  endDate: string;
  /** HH:MM or HH:MM:SS, or '' when missing. */
  startTime: string;
  endTime: string;
  /** null when no numeric price is known. */
  price: number | null;
  isFree: boolean;
  ticketUrl: string;
  infoUrl: string;
  organizer: string;
  tags: string[];
  artist: string;
  comoLlegar: string;
  /** > 0 means featured. */
  destacado: number;
  color: string;
  recomendaciones: string;
  /** ISO timestamp; only the detail query reads it. */
  createdAt?: string;
  /**
   * The row's updated_at as the API wrote it ('2026-11-27T17:36:56.123456+00:00'); only the detail
   * query reads it. It versions the share image's URL, so an edited event gets a new preview.
   */
  updatedAt?: string;
  /** A series: startDate is then the next date (else the last one) and endDate is ''. */
  series?: EventSeries;
  /** Called off: it stays listed until its date, marked 'Cancelado'. */
  cancelled?: true;
  /** Hidden by a moderator (only moderators can read such a row). */
  hidden?: true;
  /** Changed by a moderator: imports leave it alone from then on. */
  moderated?: true;
  /** The event's own languages, ISO 639-1 ('eu', 'es'); [] when not recorded. */
  language: string[];
  /** Where an imported event comes from; [] for sent events (and in the listing). */
  sources: EventSource[];
}

/** One public agenda an event was taken from. */
export interface EventSource {
  name: string;
  url: string;
  /** e.g. 'CC BY 4.0'; '' when the source states none. */
  licence: string;
}

export interface EventSeries {
  /** The stored RRULE value, e.g. 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270625'. */
  rule: string;
  /** Days skipped, 'yyyy-MM-dd'. */
  exdates: string[];
  /** Every day it takes place, in order, as the database expanded the rule. */
  dates: string[];
  /** The rule's first day (DTSTART), even when cancelled. */
  firstDate: string;
}

type EventsRow = Tables<'events'>;
type ListColumn = 'category_id' | 'subcategory' | 'tags' | 'language';

/**
 * The events row as read (snake_case): any column may be missing (a listing selects a few) or null.
 * The list columns and the price are read defensively, as text too ('jazz, noche', '12,50').
 */
export type EventRow = { id: string } & {
  [K in Exclude<keyof EventsRow, 'id' | ListColumn | 'price' | 'sources'>]?: EventsRow[K] | null;
} & { [K in ListColumn]?: string[] | string | null } & { price?: number | string | null; sources?: unknown };
