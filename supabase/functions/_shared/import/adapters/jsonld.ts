/**
 * Any HTML page that describes its events with schema.org `Event` JSON-LD (agendas without a feed):
 * every `<script type="application/ld+json">` block, with arrays, `@graph`, nested nodes (ItemList,
 * mainEntity…), `@id` references, and Event's subtypes (MusicEvent, TheaterEvent, Festival,
 * ExhibitionEvent, ChildrensEvent…).
 */
import type { AdapterResult, LangText, RawItem, Rejection } from '../types.ts';
import {
  cleanHtml,
  cleanText,
  cleanUrl,
  compact,
  coordinates,
  isRecord,
  languageCodes,
  parseJsonLenient,
  stableHash,
  toNumber,
} from './text.ts';
import { parseIsoDate, span, withoutPlaceholderTime, type WallDate } from './time.ts';

export interface JsonLdOptions {
  /** The page's address: relative links and `@id`s are resolved against it. */
  pageUrl?: string;
  /** The town of a venue's own page, for events whose location does not name it. */
  municipality?: string;
  province?: string;
}

type Node = Record<string, unknown>;

/** Event and its subtypes: every schema.org type named '…Event', and the few that are not. */
const OTHER_EVENT_TYPES = new Set(['Festival', 'Hackathon', 'EventSeries', 'CourseInstance']);

/** A type's short name: 'MusicEvent' from 'MusicEvent', 'schema:MusicEvent' or 'https://schema.org/MusicEvent'. */
const shortType = (t: string) => t.replace(/^.*[/:#]/, '');

function typesOf(node: Node): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map(shortType);
}

const isEvent = (node: Node) => typesOf(node).some((t) => t.endsWith('Event') || OTHER_EVENT_TYPES.has(t));

/** The JSON text of every ld+json script of a page (or the text itself when it is a JSON document). */
function blocksOf(text: string): string[] {
  const trimmed = text.replace(/^\ufeff/, '').trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return [trimmed];
  const blocks: string[] = [];
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\btype\s*=\s*["']?application\/ld\+json/i.test(m[1]!)) continue;
    blocks.push(
      m[2]!
        .replace(/^\s*(?:<!--|<!\[CDATA\[)/, '')
        .replace(/(?:-->|\]\]>)\s*$/, '')
        .trim(),
    );
  }
  return blocks;
}

/** Every node with an `@id` and something more than it, to follow `{ "@id": … }` references. */
function indexIds(value: unknown, index: Map<string, Node>, depth = 0): void {
  if (depth > 30) return;
  if (Array.isArray(value)) {
    for (const v of value) indexIds(v, index, depth + 1);
    return;
  }
  if (!isRecord(value)) return;
  if (typeof value['@id'] === 'string' && Object.keys(value).length > 1 && !index.has(value['@id']))
    index.set(value['@id'], value);
  for (const v of Object.values(value)) indexIds(v, index, depth + 1);
}

/** The events of a block: any node typed as an event, and their subEvents; other nodes are searched. */
function eventsOf(value: unknown, out: Node[], depth = 0): void {
  if (depth > 30) return;
  if (Array.isArray(value)) {
    for (const v of value) eventsOf(v, out, depth + 1);
    return;
  }
  if (!isRecord(value)) return;
  if (isEvent(value)) {
    out.push(value);
    for (const key of ['subEvent', 'subEvents']) eventsOf(value[key], out, depth + 1);
    return;
  }
  for (const v of Object.values(value)) eventsOf(v, out, depth + 1);
}

class Reader {
  constructor(
    private readonly index: Map<string, Node>,
    private readonly options: JsonLdOptions,
  ) {}

  /** A value with its `{ "@id" }` reference followed. */
  deref(value: unknown): unknown {
    if (isRecord(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1)
      return this.index.get(value['@id']) ?? value;
    return value;
  }

  /** The values of a property that may be one value or an array, references followed. */
  all(value: unknown): unknown[] {
    if (value === undefined || value === null) return [];
    return (Array.isArray(value) ? value : [value]).map((v) => this.deref(v));
  }

  /** Plain text of a value: a string, a number, or a `{ "@value" }`; the first one of an array. */
  text(value: unknown): string | undefined {
    for (const v of this.all(value)) {
      const text = cleanText(isRecord(v) ? v['@value'] : v);
      if (text) return text;
    }
    return undefined;
  }

  /** A text in Spanish and Basque: language-tagged values (`@language`) go to their language, others to Spanish. */
  lang(value: unknown, clean: (v: unknown) => string | undefined): LangText {
    const out: LangText = {};
    for (const v of this.all(value)) {
      const text = clean(isRecord(v) ? v['@value'] : v);
      if (!text) continue;
      const tag = isRecord(v) && typeof v['@language'] === 'string' ? v['@language'].toLowerCase() : 'es';
      const key = /^eu\b/.test(tag) ? 'eu' : /^es\b/.test(tag) ? 'es' : undefined;
      if (key && !out[key]) out[key] = text;
    }
    if (!out.es && !out.eu) {
      const any = this.all(value)
        .map((v) => clean(isRecord(v) ? v['@value'] : v))
        .find(Boolean);
      if (any) out.es = any;
    }
    return out;
  }

  url(value: unknown): string | undefined {
    for (const v of this.all(value)) {
      const url = cleanUrl(isRecord(v) ? (v.url ?? v.contentUrl ?? v['@id']) : v, this.options.pageUrl);
      if (url) return url;
    }
    return undefined;
  }

  name(value: unknown): string | undefined {
    for (const v of this.all(value)) {
      const name = isRecord(v) ? this.text(v.name) : cleanText(v);
      if (name) return name;
    }
    return undefined;
  }

  /** Venue, address, town, province and coordinates of `location` (a Place, a PostalAddress or a string). */
  location(value: unknown): Partial<RawItem> {
    for (const v of this.all(value)) {
      if (typeof v === 'string') {
        const text = cleanText(v);
        if (!text) continue;
        const comma = text.indexOf(',');
        return comma === -1
          ? { venue: text }
          : { venue: text.slice(0, comma).trim(), address: text.slice(comma + 1).trim() || undefined };
      }
      if (!isRecord(v) || typesOf(v).includes('VirtualLocation')) continue;
      const postal = typesOf(v).includes('PostalAddress') ? v : this.deref(v.address);
      const geo = this.deref(v.geo);
      return {
        venue: typesOf(v).includes('PostalAddress') ? undefined : this.text(v.name),
        address: isRecord(postal) ? this.text(postal.streetAddress) : this.text(postal),
        municipality: isRecord(postal) ? this.text(postal.addressLocality) : undefined,
        province: isRecord(postal) ? this.text(postal.addressRegion) : undefined,
        ...(isRecord(geo) ? coordinates(geo.latitude, geo.longitude) : {}),
      };
    }
    return {};
  }

  /**
   * The price as text: '12 €', '5-12 €' over several offers (or an AggregateOffer's lowPrice and
   * highPrice), 'Gratis' when every price is 0 or the event isAccessibleForFree; a price the page writes
   * as words is kept as it is. And the first offer's link, for tickets.
   */
  offers(event: Node): { priceText?: string; ticketUrl?: string } {
    const prices: number[] = [];
    let words: string | undefined;
    let currency: string | undefined;
    let ticketUrl: string | undefined;
    for (const offer of this.all(event.offers)) {
      if (!isRecord(offer)) continue;
      ticketUrl ??= this.url(offer.url);
      currency ??= this.text(offer.priceCurrency);
      for (const field of [offer.price, offer.lowPrice, offer.highPrice]) {
        if (field === undefined || field === null || field === '') continue;
        const n = toNumber(typeof field === 'string' ? field.replace(/[€\s]/g, '') : field);
        if (n !== undefined) prices.push(n);
        else words ??= cleanText(field);
      }
    }
    const free = [true, 'true', 'True'].includes(event.isAccessibleForFree as never);
    const unit = !currency || currency.toUpperCase() === 'EUR' ? '€' : currency;
    const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ','));
    let priceText: string | undefined;
    if (prices.length > 0) {
      const min = Math.min(...prices);
      const max = Math.max(...prices);
      if (max === 0) priceText = 'Gratis';
      else priceText = min === max ? `${money(min)} ${unit}` : `${money(min)}-${money(max)} ${unit}`;
    } else priceText = words ?? (free ? 'Gratis' : undefined);
    return { priceText, ticketUrl };
  }

  /** The event's own id: its url, else its `@id` (blank nodes and bare fragments without a page do not count). */
  ownId(event: Node): string | undefined {
    const url = this.url(event.url);
    if (url) return url;
    const id = event['@id'];
    if (typeof id !== 'string' || id.trim() === '' || id.startsWith('_:')) return undefined;
    if (/^[a-z][a-z0-9+.-]*:/i.test(id)) return id.trim();
    if (!this.options.pageUrl) return id.startsWith('#') ? undefined : id.trim();
    try {
      return new URL(id, this.options.pageUrl).href;
    } catch {
      return undefined;
    }
  }
}

interface Draft {
  baseId?: string;
  signature: string;
  read: RawItem | Rejection;
}

function readEvent(event: Node, r: Reader, options: JsonLdOptions): Draft {
  const title = r.lang(event.name, cleanText);
  const startRaw = r.text(event.startDate);
  const signature = `${title.es ?? title.eu ?? ''}|${startRaw ?? ''}`;
  const baseId = r.ownId(event);
  const externalId = baseId ?? `jsonld:${stableHash(signature)}`;
  const reject = (reason: string): Draft => ({ baseId, signature, read: { externalId, reason } });
  if (!title.es && !title.eu) return reject('sin título');
  if (!startRaw) return reject('sin fecha de inicio');
  const parsed = parseIsoDate(startRaw);
  if (!parsed) return reject(`fecha no válida: «${startRaw}»`);
  // Pages that give a day only often write it at 00:00 (and the end at 23:59): no time then.
  const start = withoutPlaceholderTime(parsed);
  const endRaw = r.text(event.endDate);
  const endParsed = endRaw ? parseIsoDate(endRaw) : null;
  const end: WallDate | null = endParsed && withoutPlaceholderTime(endParsed, true);

  const place = r.location(event.location);
  const keywords = r
    .all(event.keywords)
    .flatMap((k) => (typeof k === 'string' ? k.split(',') : []))
    .map((k) => cleanText(k))
    .filter((k): k is string => k !== undefined);
  const status = r.all(event.eventStatus).map((s) => (isRecord(s) ? s['@id'] : s));
  const languages = languageCodes(
    r.all(event.inLanguage).map((l) => (isRecord(l) ? (l.alternateName ?? l.name) : l)),
  );

  const item = compact<RawItem>({
    externalId,
    title,
    description: r.lang(event.description, cleanHtml),
    categoryHints: [...new Set([...typesOf(event), ...keywords])],
    ...span(start, end),
    ...r.offers(event),
    venue: place.venue,
    address: place.address,
    municipality: place.municipality ?? options.municipality,
    province: place.province ?? options.province,
    latitude: place.latitude,
    longitude: place.longitude,
    url: r.url(event.url),
    imageUrl: r.url(event.image),
    organizer: r.name(event.organizer),
    languages,
    cancelled: status.some((s) => typeof s === 'string' && /EventCancelled$/i.test(s)),
  });
  return { baseId, signature, read: item };
}

/**
 * A page → items. Each event without a name or a start date, or with an unreadable start, is rejected
 * on its own; a block that is not valid JSON is rejected as '(bloque JSON-LD n)' and the others read.
 * The same event given twice (in two blocks, or in a list and in @graph) is kept once. Several events
 * that share a url (the performances of one show) get `${url}#${start}` ids. Throws when the page has
 * no JSON-LD block at all: an agenda page without one is not what the source promised, and reading it
 * as "no events" would cancel them all.
 */
export function parseJsonLd(text: string, options: JsonLdOptions = {}): AdapterResult {
  const blocks = blocksOf(text);
  if (blocks.length === 0)
    throw new Error('JSON-LD: la página no tiene ningún bloque <script type="application/ld+json">');
  const result: AdapterResult = { items: [], rejected: [] };
  const drafts: Draft[] = [];
  blocks.forEach((block, i) => {
    let doc: unknown;
    try {
      doc = parseJsonLenient(block, `bloque JSON-LD ${i + 1}`);
    } catch (error) {
      result.rejected.push({ externalId: `(bloque JSON-LD ${i + 1})`, reason: (error as Error).message });
      return;
    }
    const index = new Map<string, Node>();
    indexIds(doc, index);
    const events: Node[] = [];
    eventsOf(doc, events);
    const reader = new Reader(index, options);
    for (const event of events) drafts.push(readEvent(event, reader, options));
  });

  // Ids shared by events that differ (name or start) are told apart by their start.
  const signatures = new Map<string, Set<string>>();
  for (const d of drafts)
    if (d.baseId) signatures.set(d.baseId, (signatures.get(d.baseId) ?? new Set()).add(d.signature));
  const seen = new Set<string>();
  for (const d of drafts) {
    const key = `${d.read.externalId}|${d.signature}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (d.baseId && (signatures.get(d.baseId)?.size ?? 0) > 1) {
      const start =
        'startDate' in d.read
          ? `${d.read.startDate}${d.read.startTime ? `T${d.read.startTime}` : ''}`
          : stableHash(d.signature);
      d.read = { ...d.read, externalId: `${d.baseId}#${start}` };
    }
    if ('reason' in d.read) result.rejected.push(d.read);
    else result.items.push(d.read);
  }
  return result;
}
