/** An event as the app uses it: the events row mapped to camelCase. */
export interface EventItem {
  id: string;
  imageUrl: string;
  title: string;
  description: string;
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
  /** When the event was published (ISO timestamp); only the detail query reads it. */
  createdAt?: string;
  /**
   * A series (one event, many dates). Its startDate is then the date the event is shown at — the
   * next one on or after the day it was read, or the last one once all have passed — and its
   * endDate is '' (each date is one day).
   */
  series?: EventSeries;
  /**
   * Present when the event was called off. It stays listed until its date, marked 'Cancelado', so
   * whoever planned to go finds out instead of finding it gone.
   */
  cancelled?: true;
  /**
   * Present when a moderator hid the event. Only moderators can read such a row (the database's
   * row policy), so the page tells them it is hidden rather than showing it as published.
   */
  hidden?: true;
  /**
   * Present once a moderator corrected, hid, showed again or cancelled a date of the event: imports
   * leave it as the moderator left it from then on.
   */
  moderated?: true;
  /** The event's own languages, ISO 639-1 ('eu', 'es'); [] when not recorded. */
  language: string[];
  /** Where an imported event comes from, to credit it; [] for events sent to the site (and in the listing). */
  sources: EventSource[];
}

/** One public agenda an event was taken from. */
export interface EventSource {
  name: string;
  /** The event's page at the source, or '' when unknown. */
  url: string;
  /** e.g. 'CC BY 4.0'; '' when the source states none. */
  licence: string;
}

export interface EventSeries {
  /** The stored RRULE value, e.g. 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270625'. */
  rule: string;
  /** Days skipped, 'yyyy-MM-dd'. */
  exdates: string[];
  /** Every day the event takes place, in order (as the database expanded the rule). */
  dates: string[];
  /** The rule's first day (DTSTART), even when that day was cancelled. */
  firstDate: string;
}

/** The events row as stored (snake_case). Columns may be null. */
export interface EventRow {
  id: string;
  image_url?: string | null;
  title?: string | null;
  description?: string | null;
  category_id?: string[] | string | null;
  subcategory?: string[] | string | null;
  venue?: string | null;
  town?: string | null;
  neighborhood?: string | null;
  address?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  price?: number | string | null;
  is_free?: boolean | null;
  ticket_url?: string | null;
  info_url?: string | null;
  organizer?: string | null;
  tags?: string[] | string | null;
  artist?: string | null;
  como_llegar?: string | null;
  destacado?: number | null;
  color?: string | null;
  recomendaciones?: string | null;
  created_at?: string | null;
  recurrence_rule?: string | null;
  recurrence_exdates?: string[] | null;
  occurrence_dates?: string[] | null;
  /** 'scheduled' or 'cancelled'. */
  status?: string | null;
  language?: string[] | string | null;
  /** jsonb [{name, url, licence}]; read defensively, as any JSON. */
  sources?: unknown;
  /** Set when a moderator hid the event (timestamptz). */
  hidden_at?: string | null;
  /** Set when a moderator last changed the event (timestamptz). */
  moderated_at?: string | null;
}
