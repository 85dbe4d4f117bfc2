/**
 * An imported item (RawItem, as an adapter read it) → the product's event, or the reason it cannot be
 * one. Pure and runtime-neutral: the CLI (Node), the `import-events` edge function (Deno) and the tests
 * share it. The pieces live beside it: clean_text.ts (text, description, links), category_map.ts,
 * place_map.ts, free_text.ts (hours and prices), title_similarity.ts and content_hash.ts.
 */
import { isIsoDate } from '../dates.ts';
import { mapCategories } from './category_map.ts';
import { cleanDescription, DB_LIMITS, httpUrl, plainText } from './clean_text.ts';
import { canonicalJson, fnv1a64 } from './content_hash.ts';
import { parseHours, parsePrice } from './free_text.ts';
import { resolvePlace } from './place_map.ts';
import type { LangText, RawItem, SourceKind } from './types.ts';

export { DUPLICATE_TITLE_THRESHOLD, titleSimilarity } from './title_similarity.ts';

export interface MappedEvent {
  externalId: string;
  /** Spanish when the source has it, else Basque; plain text, at most 300 characters. */
  title: string;
  /** Sanitised HTML as submissions store it, Spanish else Basque; null when the source has none. */
  description: string | null;
  /** The Basque title and description when the source gives both languages (for a Basque interface). */
  titleEu: string | null;
  descriptionEu: string | null;
  /** Product category ids, first = primary; never empty. */
  categoryId: string[];
  subcategory: string[];
  venue: string | null;
  town: string;
  neighborhood: string | null;
  address: string | null;
  /** The city whose listing shows the town. */
  cityId: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  price: number | null;
  isFree: boolean;
  /** The item's page at the source. */
  infoUrl: string | null;
  ticketUrl: string | null;
  imageUrl: string | null;
  organizer: string | null;
  /** ISO 639-1 codes, e.g. ['eu'], ['es'], ['es', 'eu']. */
  language: string[];
  status: 'scheduled' | 'cancelled';
  recurrenceRule: string | null;
  recurrenceExdates: string[];
}

export interface MapContext {
  kind: SourceKind;
  /** The city a per-city source covers (Bilbao, Santander, a city's ICS feed); gives items without a municipality their town. */
  cityId?: string;
}

export type MapResult = { ok: true; event: MappedEvent } | { ok: false; reason: string };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;
const LANGUAGE_CODE = /^[a-z]{2}$/;
/** A reason quotes at most this much of the source's value. */
const QUOTE_MAX = 60;

function quote(value: string): string {
  return plainText(value, QUOTE_MAX) ?? '';
}

/** 'HH:MM' from the item's own time ('20:00', '20:00:00'), null when absent or not a time. */
function itemTime(value: string | undefined): string | null {
  const m = value === undefined ? null : TIME.exec(value.trim());
  return m ? `${m[1]}:${m[2]}` : null;
}

/** One text in both languages, cleaned with `clean`: the main one (Spanish, else Basque) and the Basque one when both exist. */
function bilingual(text: LangText, clean: (raw: string | undefined) => string | null) {
  const es = clean(text.es);
  const eu = clean(text.eu);
  return { main: es ?? eu, eu: es !== null ? eu : null, es, euOnly: eu };
}

/** item.languages as lower-case ISO 639-1 codes, deduplicated; else the languages the texts are in. */
function languages(item: RawItem, hasEs: boolean, hasEu: boolean): string[] {
  const given = [
    ...new Set(
      item.languages
        .map((l) => l.trim().toLowerCase().split(/[-_]/)[0] ?? '')
        .filter((l) => LANGUAGE_CODE.test(l)),
    ),
  ];
  if (given.length > 0) return given;
  return [...(hasEs ? ['es'] : []), ...(hasEu ? ['eu'] : [])];
}

/**
 * Maps one item. Rejected (with a Spanish reason for the run's report): no id, no title, a start or
 * end date that is not a real 'YYYY-MM-DD', a municipality outside the six cities' towns, a point
 * (latitude/longitude) outside their provinces, or neither a municipality nor a source city. Everything else is kept, and what cannot be read is left empty
 * (an unsafe link is dropped, an unreadable price or time is null).
 */
export function mapItem(item: RawItem, context: MapContext): MapResult {
  const externalId = item.externalId?.trim() ?? '';
  if (externalId === '') return { ok: false, reason: 'sin identificador' };

  const title = bilingual(item.title, (raw) => plainText(raw, DB_LIMITS.title));
  if (title.main === null) return { ok: false, reason: 'sin título' };
  const description = bilingual(item.description, (raw) => cleanDescription(raw));

  // Dates: the start must be a real day; an end before the start is taken as a one-day event.
  const startDate = item.startDate?.trim() ?? '';
  if (!isIsoDate(startDate)) return { ok: false, reason: `fecha de inicio no válida: ${quote(startDate)}` };
  const rawEnd = item.endDate?.trim() ?? '';
  if (rawEnd !== '' && !isIsoDate(rawEnd))
    return { ok: false, reason: `fecha de fin no válida: ${quote(rawEnd)}` };
  const endDate = rawEnd !== '' && rawEnd > startDate ? rawEnd : null;

  const place = resolvePlace(
    {
      municipality: item.municipality,
      municipalityEu: item.municipalityEu,
      province: item.province,
      address: item.address,
      venue: item.venue,
      latitude: item.latitude,
      longitude: item.longitude,
    },
    context.cityId,
  );
  if (!place.ok) return { ok: false, reason: place.reason };

  // Times: the item's own start time wins over its free text; the text's end is kept only when the
  // text starts at that same time (otherwise it may belong to another slot).
  const hours = parseHours(item.hoursText);
  const ownStart = itemTime(item.startTime);
  const startTime = ownStart ?? hours?.startTime ?? null;
  let endTime: string | null = null;
  if (startTime !== null) {
    endTime = ownStart !== null ? itemTime(item.endTime) : null;
    if (endTime === null && hours !== null && hours.startTime === startTime) endTime = hours.endTime;
    if (endTime === startTime) endTime = null;
  }

  const { price, isFree } = parsePrice(item.priceText);
  const { categoryId, subcategory } = mapCategories(item.categoryHints, context.kind);
  const exdates = [
    ...new Set((item.recurrence?.exdates ?? []).map((d) => d.trim()).filter(isIsoDate)),
  ].sort();
  const rule = item.recurrence?.rule.trim() ?? '';

  const event: MappedEvent = {
    externalId,
    title: title.main,
    description: description.main,
    titleEu: title.eu,
    descriptionEu: description.eu,
    categoryId,
    subcategory,
    venue: plainText(item.venue, DB_LIMITS.venue),
    town: place.town,
    neighborhood: place.neighborhood,
    address: plainText(item.address, DB_LIMITS.address),
    cityId: place.cityId,
    startDate,
    endDate,
    startTime,
    endTime,
    price,
    isFree,
    infoUrl: httpUrl(item.url),
    ticketUrl: httpUrl(item.ticketUrl),
    imageUrl: httpUrl(item.imageUrl),
    organizer: plainText(item.organizer, DB_LIMITS.organizer),
    language: languages(
      item,
      title.es !== null || description.es !== null,
      title.euOnly !== null || description.euOnly !== null,
    ),
    status: item.cancelled ? 'cancelled' : 'scheduled',
    recurrenceRule: rule === '' ? null : rule,
    recurrenceExdates: rule === '' ? [] : exdates,
  };
  return { ok: true, event };
}

/**
 * A stable fingerprint of everything the mapping produced (every field, keys sorted, arrays in their
 * order): equal for an item the source gives again unchanged, different as soon as one field differs.
 * 16 hex digits of FNV-1a 64 over the canonical JSON; identical in Node and Deno.
 */
export function contentHash(event: MappedEvent): string {
  return fnv1a64(canonicalJson(event));
}
