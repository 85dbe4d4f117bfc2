/**
 * The cleaned add-event payload, as event_submissions.payload stores it (validation.ts builds it,
 * the e-mails read it). Its own module so that code which only reads a payload — the e-mails, and
 * through them every function that sends one — does not load the validator and its RRULE library.
 */

export interface CleanSubmission {
  title: string;
  category_id: string[];
  subcategory: string[];
  description: string;
  start_date: string;
  end_date: string | null;
  start_time: string;
  end_time: string | null;
  venue: string;
  address: string;
  town: string;
  /** The town id the form sent when it is a known place ('getxo'), else null (custom text). */
  town_id: string | null;
  /** The city the town belongs to, when known. */
  city_id: string | null;
  neighborhood: string | null;
  recomendaciones: string | null;
  price: number | null;
  is_free: boolean;
  organizer: string | null;
  info_url: string | null;
  ticket_url: string | null;
  como_llegar: string | null;
  wants_featured: boolean;
  submitted_by_name: string | null;
  submitted_by_email: string | null;
  /**
   * A series only (absent for a single event): its RRULE value, upper-case and without 'RRULE:'
   * (start_date is its first date), and the days it skips, sorted and distinct. end_date is then the
   * series' last date.
   */
  recurrence_rule?: string;
  recurrence_exdates?: string[];
}
