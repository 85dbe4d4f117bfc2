/**
 * Kulturklik, the Basque Government's cultural agenda (Open Data Euskadi):
 * https://api.euskadi.eus/culture/events/v1.0/ — endpoints `events/upcoming`, `events/byMonth/{y}/{m}`,
 * `events/byMunicipality/{province}/{municipality}`, paged with `_page` and `_elements`; each answer is
 * `{ items[], totalItems, totalPages, currentPage, … }`. The `municipalities` and `provinces` endpoints
 * give the places the events' codes refer to.
 */
import type { AdapterResult, RawItem, Rejection } from '../types.ts';
import {
  cleanHtml,
  cleanText,
  cleanUrl,
  compact,
  coordinates,
  idText,
  isRecord,
  languageCodes,
  nameKey,
  parseJsonLenient,
  toNumber,
} from './text.ts';
import { parseIsoDate, span, withoutPlaceholderTime, type WallDate } from './time.ts';

export const KULTURKLIK_API = 'https://api.euskadi.eus/culture/events/v1.0/';

/** One entry of the API's `municipalities` list (codes as the events write them). */
export interface KulturklikMunicipality {
  provinceId: string;
  municipalityId: string;
  nameEs?: string;
  nameEu?: string;
  latitude?: number;
  longitude?: number;
}

/** One entry of the API's `provinces` list. */
export interface KulturklikProvince {
  provinceId: string;
  nameEs?: string;
  nameEu?: string;
}

export interface KulturklikOptions {
  /** The API's own municipalities (parseKulturklikMunicipalities), to name an item's town from its codes. */
  municipalities?: readonly KulturklikMunicipality[];
  /** The API's own provinces (parseKulturklikProvinces), to name an item's province from its code. */
  provinces?: readonly KulturklikProvince[];
}

/** The paging figures of one answer, for the caller to list the other pages. */
export interface KulturklikPage {
  totalItems?: number;
  totalPages?: number;
  currentPage?: number;
}

export interface KulturklikResult extends AdapterResult {
  page: KulturklikPage;
}

/** The list of an answer: `items` of the paged object, or the answer itself when it is an array. */
function listOf(text: string, what: string): { list: unknown[]; doc: Record<string, unknown> } {
  const doc = parseJsonLenient(text, what);
  if (Array.isArray(doc)) return { list: doc, doc: {} };
  if (isRecord(doc) && Array.isArray(doc.items)) return { list: doc.items, doc };
  throw new Error(`${what}: la respuesta no tiene la lista «items»`);
}

/**
 * A code as the lookups compare it: without leading zeros ('01' and '1' are Araba/Álava). A five-digit
 * municipality code is the province's two digits and the municipality's three (INE style).
 */
function code(value: unknown): string | undefined {
  const s = idText(value);
  if (s === undefined || !/^\d+$/.test(s)) return s;
  return String(Number(s));
}

function splitMunicipalityCode(
  province: string | undefined,
  municipality: string | undefined,
): [string | undefined, string | undefined] {
  if (municipality && /^\d{5}$/.test(municipality)) {
    return [province ?? String(Number(municipality.slice(0, 2))), String(Number(municipality.slice(2)))];
  }
  return [province, municipality];
}

/** The `municipalities` endpoint's answer (one page, or a plain array) as a lookup list. */
export function parseKulturklikMunicipalities(text: string): KulturklikMunicipality[] {
  const { list } = listOf(text, 'Municipios de Kulturklik');
  const out: KulturklikMunicipality[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const [provinceId, municipalityId] = splitMunicipalityCode(
      code(entry.provinceId),
      code(entry.municipalityId),
    );
    if (!provinceId || !municipalityId) continue;
    out.push(
      compact({
        provinceId,
        municipalityId,
        nameEs: cleanText(entry.nameEs),
        nameEu: cleanText(entry.nameEu),
        ...coordinates(entry.latitude, entry.longitude),
      }),
    );
  }
  return out;
}

/** The `provinces` endpoint's answer (paged object or plain array) as a lookup list. */
export function parseKulturklikProvinces(text: string): KulturklikProvince[] {
  const { list } = listOf(text, 'Provincias de Kulturklik');
  const out: KulturklikProvince[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const provinceId = code(entry.provinceId ?? entry.id);
    if (!provinceId) continue;
    out.push(compact({ provinceId, nameEs: cleanText(entry.nameEs), nameEu: cleanText(entry.nameEu) }));
  }
  return out;
}

/**
 * The URLs of the pages to fetch for an endpoint ('events/upcoming', relative to KULTURKLIK_API, or
 * absolute), from `firstPage` (default 1) to totalPages, at most `maxPages` of them, each with `_page`
 * and `_elements` (default 100) set and the endpoint's other parameters kept.
 */
export function kulturklikPageUrls(
  endpoint: string,
  totalPages: number,
  options: { elements?: number; firstPage?: number; maxPages?: number } = {},
): string[] {
  const elements = options.elements ?? 100;
  const first = Math.max(1, Math.floor(options.firstPage ?? 1));
  const last = Math.min(Math.floor(totalPages), first + (options.maxPages ?? 100) - 1);
  const urls: string[] = [];
  for (let page = first; page <= last; page++) {
    const url = new URL(endpoint.replace(/^\//, ''), KULTURKLIK_API);
    url.searchParams.set('_elements', String(elements));
    url.searchParams.set('_page', String(page));
    urls.push(url.href);
  }
  return urls;
}

/**
 * Kulturklik's dates ('2026-11-14T20:00:00Z') are read as Madrid wall time, the 'Z' notwithstanding.
 * Events that have no hour come as T00:00:00Z; were the 'Z' real UTC, such a day would have been
 * written T22:00:00Z or T23:00:00Z of the day before (Madrid's midnight) and T00:00:00Z would be
 * 01:00 or 02:00 in Madrid, an hour nobody enters for a whole day. So the API writes the clock as the
 * agenda entered it and appends a 'Z', and a non-midnight T20:00:00Z is 20:00 in Madrid. Midnight means
 * no time given: the hours are then in openingHoursEs, which the item keeps as hoursText.
 */
function kulturklikDate(value: unknown, end = false): WallDate | null {
  const date = parseIsoDate(value, { zIsWallClock: true });
  return date && withoutPlaceholderTime(date, end);
}

/** First non-empty of a Spanish and a Basque field. */
const esEu = (item: Record<string, unknown>, field: string) =>
  cleanText(item[`${field}Es`]) ?? cleanText(item[`${field}Eu`]);

class Places {
  private byCode = new Map<string, KulturklikMunicipality>();
  private byName = new Map<string, KulturklikMunicipality>();
  private provinces = new Map<string, KulturklikProvince>();

  constructor(options: KulturklikOptions) {
    for (const m of options.municipalities ?? []) {
      this.byCode.set(`${m.provinceId}/${m.municipalityId}`, m);
      for (const name of [m.nameEs, m.nameEu]) if (name) this.byName.set(nameKey(name), m);
    }
    for (const p of options.provinces ?? []) this.provinces.set(p.provinceId, p);
  }

  municipality(item: Record<string, unknown>): KulturklikMunicipality | undefined {
    const [province, municipality] = splitMunicipalityCode(
      code(item.provinceNoraCode),
      code(item.municipalityNoraCode),
    );
    if (province && municipality) {
      const found = this.byCode.get(`${province}/${municipality}`);
      if (found) return found;
    }
    for (const name of [item.municipalityEs, item.municipalityEu]) {
      const text = cleanText(name);
      const found = text === undefined ? undefined : this.byName.get(nameKey(text));
      if (found) return found;
    }
    return undefined;
  }

  province(id: string | undefined): KulturklikProvince | undefined {
    return id === undefined ? undefined : this.provinces.get(id);
  }
}

function readItem(item: Record<string, unknown>, externalId: string, places: Places): RawItem | Rejection {
  const title = { es: cleanText(item.nameEs), eu: cleanText(item.nameEu) };
  if (!title.es && !title.eu) return { externalId, reason: 'sin título' };
  if (item.startDate === undefined || item.startDate === null || item.startDate === '')
    return { externalId, reason: 'sin fecha de inicio' };
  const start = kulturklikDate(item.startDate);
  if (!start) return { externalId, reason: `fecha no válida: «${String(item.startDate)}»` };
  const end = kulturklikDate(item.endDate, true);

  const place = places.municipality(item);
  const provinceCode = code(item.provinceNoraCode) ?? place?.provinceId;
  const province = places.province(provinceCode);
  const establishment = esEu(item, 'establishment');
  const placeName = esEu(item, 'place');
  const images = Array.isArray(item.images) ? item.images : [];
  const image = images.map((i) => (isRecord(i) ? cleanUrl(i.imageUrl) : undefined)).find(Boolean);
  const type = idText(item.type);
  // The municipality's centre (the API gives no venue coordinates), from the item or from the list.
  const itemPoint = coordinates(item.municipalityLatitude, item.municipalityLongitude);
  const point = itemPoint.latitude !== undefined ? itemPoint : coordinates(place?.latitude, place?.longitude);

  return compact<RawItem>({
    externalId,
    title: compact(title),
    description: compact({ es: cleanHtml(item.descriptionEs), eu: cleanHtml(item.descriptionEu) }),
    categoryHints: type === undefined ? [] : [type],
    ...span(start, end),
    hoursText: esEu(item, 'openingHours'),
    priceText: esEu(item, 'price'),
    venue: establishment ?? placeName,
    address: establishment && placeName && placeName !== establishment ? placeName : undefined,
    municipality:
      cleanText(item.municipalityEs) ?? place?.nameEs ?? cleanText(item.municipalityEu) ?? place?.nameEu,
    municipalityEu: cleanText(item.municipalityEu) ?? place?.nameEu,
    province:
      cleanText(item.provinceEs) ?? province?.nameEs ?? cleanText(item.provinceEu) ?? province?.nameEu,
    ...point,
    url: cleanUrl(item.urlEventEs) ?? cleanUrl(item.urlEventEu),
    ticketUrl: cleanUrl(item.purchaseUrlEs) ?? cleanUrl(item.purchaseUrlEu),
    imageUrl: image,
    organizer: esEu(item, 'company'),
    languages: languageCodes(item.language),
    cancelled: false,
    sourceCredit: esEu(item, 'sourceName'),
  });
}

/**
 * One answer of the events endpoints → items, each rejected on its own when it has no title (in
 * Spanish or Basque: Basque-only records are valid), no start date or an unreadable one. Throws when
 * the answer is not JSON or has no `items` list.
 */
export function parseKulturklik(text: string, options: KulturklikOptions = {}): KulturklikResult {
  const { list, doc } = listOf(text, 'Kulturklik');
  const places = new Places(options);
  const result: KulturklikResult = {
    items: [],
    rejected: [],
    page: compact({
      totalItems: toNumber(doc.totalItems),
      totalPages: toNumber(doc.totalPages),
      currentPage: toNumber(doc.currentPage),
    }),
  };
  list.forEach((entry, i) => {
    const externalId = isRecord(entry) ? idText(entry.id) : undefined;
    if (!isRecord(entry) || externalId === undefined) {
      result.rejected.push({ externalId: `(elemento ${i + 1})`, reason: 'sin id' });
      return;
    }
    const read = readItem(entry, externalId, places);
    if ('reason' in read) result.rejected.push(read);
    else result.items.push(read);
  });
  return result;
}
