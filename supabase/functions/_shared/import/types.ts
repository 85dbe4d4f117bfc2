/**
 * The importers' contract. An adapter reads one source's listing (its own format) into RawItems; the
 * mapping turns a RawItem into the product's event (or a rejection with its reason); the run compares
 * the mapped items with what the source gave before and writes the differences in one transaction.
 * Pure types: shared by the CLI (Node), the `import-events` edge function (Deno) and the tests.
 */

export const SOURCE_KINDS = ['kulturklik', 'bilbao', 'santander', 'ics', 'jsonld'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Text in the languages the source gives it (HTML allowed in descriptions; sanitised by the mapping). */
export interface LangText {
  es?: string;
  eu?: string;
}

/** One item of a source, read from its format with as little interpretation as possible. */
export interface RawItem {
  /** The source's own id for the item (Kulturklik id, Bilbao id, dc:identifier, ICS UID, JSON-LD @id/url). */
  externalId: string;
  title: LangText;
  description: LangText;
  /** What the source says the item is: Kulturklik `type` number as a string, Bilbao `tipo`, Santander `ayto:categoria`, ICS CATEGORIES, JSON-LD @type / keywords. */
  categoryHints: string[];
  /** First day, 'YYYY-MM-DD', Europe/Madrid. */
  startDate: string;
  /** 'HH:MM' (Madrid wall time) when the source gives a time; absent for date-only items. */
  startTime?: string;
  /** Last day, 'YYYY-MM-DD', when the item spans days. */
  endDate?: string;
  endTime?: string;
  /** Free-text hours ('De 10:00 a 14:00', '20:00h', '20.30'), e.g. Kulturklik openingHoursEs, Bilbao hora. */
  hoursText?: string;
  /** Free-text price ('Gratis', 'Sarrera doan', '10 €', '5-12 €'), or a number as text. */
  priceText?: string;
  /** Venue / establishment name. */
  venue?: string;
  /** Street address, when given apart from the venue. */
  address?: string;
  /** Municipality name as the source writes it (Spanish first, else Basque), e.g. 'Bilbao', 'Donostia / San Sebastián'. */
  municipality?: string;
  /** Municipality name in Basque, when the source gives it apart. */
  municipalityEu?: string;
  /** Province name when the source gives it (to skip items outside the six cities' provinces). */
  province?: string;
  latitude?: number;
  longitude?: number;
  /** The item's own page at the source (attribution link). */
  url?: string;
  ticketUrl?: string;
  imageUrl?: string;
  organizer?: string;
  /** ISO 639-1 codes of the event's own language, when the source says ('es', 'eu', …). */
  languages: string[];
  /** The source says it is cancelled (ICS STATUS:CANCELLED, schema.org EventCancelled). */
  cancelled: boolean;
  /** A series (ICS RRULE/EXDATE), as events.recurrence_rule / recurrence_exdates store it. */
  recurrence?: { rule: string; exdates: string[] };
  /** The publisher the source itself credits (Kulturklik sourceNameEs), shown beside the source's name. */
  sourceCredit?: string;
}

export interface Rejection {
  externalId: string;
  reason: string;
}

/** What an adapter gives: the items it could read, and each item it could not, with its reason. */
export interface AdapterResult {
  items: RawItem[];
  rejected: Rejection[];
}

/** The figures of a run, as `npm run import -- --json` prints them. */
export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  cancelled: number;
  merged: number;
  rejected: Array<{ external_id: string; reason: string }>;
}
