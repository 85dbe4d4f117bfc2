/**
 * Any iCalendar feed (RFC 5545): a venue's calendar, a Gancio instance's. Parsed with ical.js; the
 * dates are converted here to Europe/Madrid wall time, so no time-zone database of ical.js is needed.
 *
 * ical.js is imported as the bare specifier 'ical.js': npm resolves it for Node and Vitest, and Deno
 * maps it in deno.json ("ical.js": "npm:ical.js@2.2.1").
 */
import ICAL from 'ical.js';
import { recurrenceProblem } from '../../recurrence.ts';
import { madridInstant } from '../../madrid_time.ts';
import { tableTown } from '../place_map.ts';
import type { AdapterResult, LangText, RawItem, Rejection } from '../types.ts';
import { cleanHtml, cleanText, cleanUrl, compact, coordinates, stableHash } from './text.ts';
import { addDays, isKnownZone, madridWall, span, zonedInstant, type WallDate } from './time.ts';

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

const MADRID = 'Europe/Madrid';

export interface IcsOptions {
  /** The town the feed's events happen in, when the feed is a venue's (LOCATION rarely names it). */
  municipality?: string;
  province?: string;
}

/** What a calendar says about reading its times. */
interface Context {
  /** The zone of floating times: the calendar's X-WR-TIMEZONE when Intl knows it, else Madrid. */
  floatingZone: string;
  /** The calendar's own VTIMEZONEs, for TZIDs that are not IANA names (Outlook's 'Romance Standard Time'). */
  zones: Map<string, Timezone>;
}

interface IcsDate extends WallDate {
  isDate: boolean;
}

/** 'Europe/Madrid' out of the TZIDs feeds write ('/Europe/Madrid', '/mozilla.org/20050126_1/Europe/Madrid'). */
function ianaName(tzid: string): string {
  const m = /([A-Za-z_]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(tzid.trim());
  return m && isKnownZone(m[1]!) ? m[1]! : tzid.trim();
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T::)?$/;
const DATE_TIME_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z?)$/;

/**
 * One DATE or DATE-TIME value as ical.js keeps it ('2026-12-05', '2026-12-05T20:00:00[Z]'), in Madrid
 * wall time: UTC converted; with a TZID, converted from that zone (an IANA name through Intl, another
 * name through the calendar's VTIMEZONE of that name, an unknown one read as floating); floating in the
 * calendar's X-WR-TIMEZONE or Madrid. A DATE-TIME written without its time ('20260710') is a DATE.
 * Null when it is not a real day and time.
 */
function readValue(raw: unknown, tzid: string | undefined, ctx: Context): IcsDate | null {
  if (typeof raw !== 'string') return null;
  const date = DATE_VALUE.exec(raw);
  if (date) {
    const day = realDay(date[1]!, date[2]!, date[3]!);
    return day ? { day, isDate: true } : null;
  }
  const m = DATE_TIME_VALUE.exec(raw);
  if (!m) return null;
  const day = realDay(m[1]!, m[2]!, m[3]!);
  if (!day || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59) return null;
  const clock = `${m[4]}:${m[5]}:${m[6]}`;
  if (m[7] === 'Z') return { ...madridWall(new Date(`${day}T${clock}Z`)), isDate: false };
  const zone = tzid ? ianaName(tzid) : ctx.floatingZone;
  if (zone === MADRID) return { day, time: clock.slice(0, 5), isDate: false };
  const instant = zonedInstant(day, clock, zone) ?? viaVtimezone(day, clock, zone, ctx);
  if (instant) return { ...madridWall(instant), isDate: false };
  return { day, time: clock.slice(0, 5), isDate: false }; // an unknown zone: read as Madrid's clock
}

function realDay(y: string, m: string, d: string): string | null {
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

function viaVtimezone(day: string, clock: string, tzid: string, ctx: Context): Date | null {
  const zone = ctx.zones.get(tzid);
  if (!zone) return null;
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = clock.split(':').map(Number) as [number, number, number];
  const t = new ICAL.Time({ year, month, day: dayOfMonth, hour, minute, second, isDate: false }, zone);
  return new Date(t.toUnixTime() * 1000);
}

/** The first value of a date property, read by readValue; undefined when the property is absent. */
function dateProp(v: Component, name: string, ctx: Context): IcsDate | null | undefined {
  const prop = v.getFirstProperty(name);
  if (!prop) return undefined;
  return readValue(prop.jCal[3], tzidOf(prop), ctx);
}

function tzidOf(prop: Property): string | undefined {
  const tzid = prop.getParameter('tzid');
  return typeof tzid === 'string' && tzid.trim() !== '' ? tzid : undefined;
}

/** Every Madrid day named by the properties (EXDATE may repeat and hold several values each). */
function daysOf(props: Property[], ctx: Context): string[] {
  const days: string[] = [];
  for (const prop of props)
    for (const raw of prop.jCal.slice(3)) {
      const read = readValue(raw, tzidOf(prop), ctx);
      if (read) days.push(read.day);
    }
  return days;
}

/**
 * The end as the item keeps it. A DATE end is exclusive (DTEND;VALUE=DATE:20261206 ends on the 5th);
 * a DURATION is added to the start (whole days for a DATE start).
 */
function readEnd(v: Component, start: IcsDate, ctx: Context): WallDate | null {
  const end = dateProp(v, 'dtend', ctx);
  if (end) return end.isDate ? { day: addDays(end.day, -1) } : end;
  const durationProp = v.getFirstProperty('duration');
  const duration = durationProp?.getFirstValue();
  if (!(duration instanceof ICAL.Duration)) return null;
  const seconds = duration.toSeconds();
  if (start.isDate) return { day: addDays(start.day, Math.max(1, Math.round(seconds / 86_400)) - 1) };
  return madridWall(new Date(madridInstant(start.day, start.time).getTime() + seconds * 1000));
}

/** 'eu' when a property's LANGUAGE parameter is Basque, else 'es' (the contract keeps those two). */
function langOf(prop: Property | null): keyof LangText {
  const lang = prop?.getParameter('language');
  return typeof lang === 'string' && /^eu\b/i.test(lang) ? 'eu' : 'es';
}

/**
 * The RRULE value as events.recurrence_rule stores it, or a rejection reason. Two changes that keep
 * the series' days: a UTC UNTIL becomes its Madrid day (UNTIL=YYYYMMDD; the product reads UNTIL by its
 * day), and WKST is dropped when it cannot change the days (WKST=MO is the product's own week start;
 * otherwise it only matters for a weekly rule with an INTERVAL over 1 and several BYDAY days).
 */
function ruleOf(prop: Property, ctx: Context): string {
  const parts = prop
    .toICALString()
    .replace(/^RRULE:/i, '')
    .split(';')
    .filter((p) => p !== '');
  const get = (key: string) => parts.find((p) => p.toUpperCase().startsWith(`${key}=`))?.split('=')[1];
  const weeklyGaps =
    get('FREQ')?.toUpperCase() === 'WEEKLY' &&
    Number(get('INTERVAL') ?? 1) > 1 &&
    (get('BYDAY') ?? '').includes(',');
  return parts
    .filter((p) => !/^WKST=/i.test(p) || (!/^WKST=MO$/i.test(p) && weeklyGaps))
    .map((p) => {
      const until = /^UNTIL=(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i.exec(p);
      if (!until) return p;
      if (!until[7]) return `UNTIL=${until[1]}${until[2]}${until[3]}`;
      const read = readValue(
        `${until[1]}-${until[2]}-${until[3]}T${until[4]}:${until[5]}:${until[6]}Z`,
        undefined,
        ctx,
      );
      return read ? `UNTIL=${read.day.replace(/-/g, '')}` : p;
    })
    .join(';');
}

/**
 * The last comma-separated part of a LOCATION, without a leading postal code ('48001 Bilbao' →
 * 'Bilbao'), when it names a town of the city table; else undefined.
 */
export function locationMunicipality(location: string | undefined): string | undefined {
  const parts = (location ?? '').split(',');
  const last = parts[parts.length - 1]!.replace(/^\s*\d{5}\s+/, '').trim();
  return tableTown(last) ? last : undefined;
}

/** One VEVENT (a master or an override) → an item or a rejection; `exdates` only for masters. */
function readEvent(
  v: Component,
  externalId: string,
  ctx: Context,
  options: IcsOptions,
  extraExdates: readonly string[],
): RawItem | Rejection {
  const summaryProp = v.getFirstProperty('summary');
  const summary = cleanText(summaryProp?.getFirstValue());
  if (!summary) return { externalId, reason: 'sin título' };
  const start = dateProp(v, 'dtstart', ctx);
  if (start === undefined) return { externalId, reason: 'sin fecha de inicio' };
  if (start === null) return { externalId, reason: 'fecha no válida' };
  const end = readEnd(v, start, ctx);

  const title: LangText = { [langOf(summaryProp)]: summary };
  const descriptionProp = v.getFirstProperty('description');
  const descriptionText = cleanHtml(descriptionProp?.getFirstValue());
  const description: LangText = descriptionText
    ? {
        [descriptionProp?.getParameter('language') ? langOf(descriptionProp) : langOf(summaryProp)]:
          descriptionText,
      }
    : {};

  let recurrence: RawItem['recurrence'];
  const rrules = v.getAllProperties('rrule');
  if (rrules.length > 1)
    return { externalId, reason: 'la serie tiene varias reglas RRULE, que no se admite' };
  if (v.getFirstProperty('rdate')) return { externalId, reason: 'la serie usa RDATE, que no se admite' };
  if (rrules[0]) {
    const rule = ruleOf(rrules[0], ctx);
    const exdates = [...new Set([...daysOf(v.getAllProperties('exdate'), ctx), ...extraExdates])].sort();
    const problem = recurrenceProblem(start.day, rule, exdates);
    if (problem) return { externalId, reason: problem };
    recurrence = { rule, exdates };
  }

  const location = cleanText(v.getFirstPropertyValue('location'));
  const comma = location?.indexOf(',') ?? -1;
  // LOCATION is free text, 'Venue, street, [postal code] Town' by habit: its last part is taken as
  // the municipality only when it is a town of the city table, so the event is listed where it
  // happens rather than in the feed's city; anything else ('Paseo del Espolón s/n, 09003 Burgos',
  // a street) leaves it to the caller's town and the mapping.
  const named = locationMunicipality(location);
  const town = named
    ? { municipality: named }
    : { municipality: options.municipality, province: options.province };
  const geo = v.getFirstPropertyValue('geo');
  const organizer = v.getFirstProperty('organizer')?.getParameter('cn');
  const status = v.getFirstPropertyValue('status');

  return compact<RawItem>({
    externalId,
    title,
    description,
    categoryHints: v
      .getAllProperties('categories')
      .flatMap((p) => p.getValues())
      .map((c) => cleanText(c))
      .filter((c): c is string => c !== undefined),
    ...span(start, end),
    venue:
      location === undefined
        ? undefined
        : comma === -1
          ? location
          : location.slice(0, comma).trim() || undefined,
    address:
      location !== undefined && comma !== -1 ? location.slice(comma + 1).trim() || undefined : undefined,
    ...town,
    ...(Array.isArray(geo) ? coordinates(geo[0], geo[1]) : {}),
    url: cleanUrl(v.getFirstPropertyValue('url')),
    imageUrl: imageOf(v),
    organizer: typeof organizer === 'string' ? cleanText(organizer) : undefined,
    languages: [],
    cancelled: typeof status === 'string' && status.toUpperCase() === 'CANCELLED',
    recurrence,
  });
}

/** IMAGE (RFC 7986), else the first ATTACH whose FMTTYPE is an image. */
function imageOf(v: Component): string | undefined {
  const image = cleanUrl(v.getFirstPropertyValue('image'));
  if (image) return image;
  for (const attach of v.getAllProperties('attach')) {
    const type = attach.getParameter('fmttype');
    if (typeof type === 'string' && /^image\//i.test(type)) {
      const url = cleanUrl(attach.getFirstValue());
      if (url) return url;
    }
  }
  return undefined;
}

const BLOCK = /^BEGIN:VEVENT\r?\n[\s\S]*?^END:VEVENT[ \t]*(?:\r?\n|$)/gim;

/**
 * BEGIN/END lines pair up (the structure is sound), so a parse error comes from inside a VEVENT.
 * Folded lines never start with BEGIN or END, so reading whole lines is enough.
 */
function wellNested(text: string): boolean {
  const stack: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^(BEGIN|END):([A-Za-z-]+)\s*$/i.exec(line);
    if (!m) continue;
    const name = m[2]!.toUpperCase();
    if (m[1]!.toUpperCase() === 'BEGIN') stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

const parseComponent = (text: string) => ICAL.parse(text) as unknown[];
const component = (jcal: unknown) => new ICAL.Component(jcal as unknown[]);

/**
 * The calendars of a document. When ical.js refuses the whole text but its structure is sound, one
 * VEVENT holds the error: each VEVENT is then parsed alone, and the ones that fail are rejected, so
 * one bad event does not stop the others.
 */
function readCalendars(text: string, rejected: Rejection[]): Component[] {
  let jcal: unknown[];
  try {
    jcal = parseComponent(text);
  } catch (error) {
    const message = `iCalendar mal formado: ${(error as Error).message}`;
    if (!wellNested(text)) throw new Error(message);
    const blocks = text.match(BLOCK) ?? [];
    let shell: Component;
    try {
      shell = component(parseComponent(text.replace(BLOCK, '')));
    } catch {
      throw new Error(message);
    }
    const calendar = shell.name === 'vcalendar' ? shell : shell.getFirstSubcomponent('vcalendar');
    if (!calendar) throw new Error(message);
    blocks.forEach((block, i) => {
      try {
        const one = component(parseComponent(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR\r\n`));
        for (const v of one.getAllSubcomponents('vevent')) calendar.addSubcomponent(v);
      } catch (blockError) {
        const uid = /^UID:(.+)$/im.exec(block)?.[1]?.trim();
        rejected.push({
          externalId: uid ?? `(VEVENT ${i + 1})`,
          reason: `VEVENT ilegible: ${(blockError as Error).message}`,
        });
      }
    });
    return [calendar];
  }
  const list = typeof jcal[0] === 'string' ? [jcal] : jcal;
  return list.map(component).filter((c) => c.name === 'vcalendar');
}

/**
 * An iCalendar document → items. Each VEVENT without SUMMARY or DTSTART, with an unreadable date or a
 * series outside the product's subset (recurrenceProblem's message) is rejected on its own. A modified
 * occurrence (RECURRENCE-ID) becomes its own item `${UID}#${YYYY-MM-DD}` and its day an exdate of the
 * series; a cancelled occurrence is only that exdate. Throws when the text is not a readable calendar.
 */
export function parseIcs(text: string, options: IcsOptions = {}): AdapterResult {
  const body = text.replace(/^\ufeff/, '');
  if (!/^BEGIN:VCALENDAR\s*$/im.test(body))
    throw new Error('iCalendar: el documento no es un calendario (falta BEGIN:VCALENDAR)');
  const result: AdapterResult = { items: [], rejected: [] };
  const calendars = readCalendars(body, result.rejected);
  if (calendars.length === 0) throw new Error('iCalendar: el documento no tiene ningún VCALENDAR');

  for (const calendar of calendars) {
    const xwr = calendar.getFirstPropertyValue('x-wr-timezone');
    const ctx: Context = {
      floatingZone: typeof xwr === 'string' && isKnownZone(ianaName(xwr)) ? ianaName(xwr) : MADRID,
      zones: new Map(),
    };
    for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
      const tzid = vtz.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string') ctx.zones.set(tzid, new ICAL.Timezone(vtz));
    }

    const events = calendar.getAllSubcomponents('vevent');
    const uidOf = (v: Component) => cleanText(v.getFirstPropertyValue('uid'));
    // The days that each series' overrides take out of it.
    const overridden = new Map<string, string[]>();
    for (const v of events) {
      const uid = uidOf(v);
      const recurrenceId = dateProp(v, 'recurrence-id', ctx);
      if (uid && recurrenceId) overridden.set(uid, [...(overridden.get(uid) ?? []), recurrenceId.day]);
    }

    events.forEach((v, i) => {
      const uid = uidOf(v);
      const recurrenceId = dateProp(v, 'recurrence-id', ctx);
      const status = v.getFirstPropertyValue('status');
      if (recurrenceId) {
        if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') return;
        const id = `${uid ?? `(VEVENT ${i + 1})`}#${recurrenceId.day}`;
        push(result, id, () => readEvent(v, id, ctx, options, []));
        return;
      }
      if (recurrenceId === null) {
        result.rejected.push({ externalId: uid ?? `(VEVENT ${i + 1})`, reason: 'RECURRENCE-ID no válido' });
        return;
      }
      // Without a UID (RFC 5545 requires one) the id is a hash of the title and the start as written.
      const externalId =
        uid ??
        (v.getFirstProperty('summary') && v.getFirstProperty('dtstart')
          ? `ics:${stableHash(`${String(v.getFirstPropertyValue('summary'))}|${String(v.getFirstProperty('dtstart')!.jCal[3])}`)}`
          : `(VEVENT ${i + 1})`);
      push(result, externalId, () =>
        readEvent(v, externalId, ctx, options, uid ? (overridden.get(uid) ?? []) : []),
      );
    });
  }
  return result;
}

/**
 * Adds what `read` gives. ical.js decodes some values only when they are asked for (a DURATION, a
 * RRULE…), so a value it cannot read throws there: that event alone is rejected.
 */
function push(result: AdapterResult, externalId: string, read: () => RawItem | Rejection) {
  let out: RawItem | Rejection;
  try {
    out = read();
  } catch (error) {
    out = { externalId, reason: `VEVENT ilegible: ${(error as Error).message}` };
  }
  if ('reason' in out) result.rejected.push(out);
  else result.items.push(out);
}
