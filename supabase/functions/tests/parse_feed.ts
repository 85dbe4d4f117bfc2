/**
 * Reads a feed with independent parsers and prints what they see, as JSON, for the integration tests
 * (tests/functions/feeds.test.ts). Not part of any function.
 *
 *   deno run --no-config --node-modules-dir=none --allow-read parse_feed.ts ics|rss <file>
 *
 * ics (ical.js): calendar properties and, per VEVENT, uid, summary, status, location, description, url, the
 *   DTSTART/DTEND as written (value and TZID) and as UTC instants computed by ical.js from the feed's
 *   own VTIMEZONE, and the UTC offset in hours; for a series, its RRULE and EXDATE lines and every
 *   start ical.js expands from them (local 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS', and UTC).
 * rss (fast-xml-parser): whether the XML is well-formed, the rss version, channel fields and items.
 */
// deno-lint-ignore-file no-import-prefix -- test-only parsers, run with --no-config: no deno.json maps them.
import ICAL from 'npm:ical.js@2';
import { XMLParser, XMLValidator } from 'npm:fast-xml-parser@4';

const [kind, file] = Deno.args;
if (!file || (kind !== 'ics' && kind !== 'rss')) {
  console.error('usage: parse_feed.ts ics|rss <file>');
  Deno.exit(2);
}
const text = await Deno.readTextFile(file);

/** Every start of a recurring VEVENT, as ical.js expands its RRULE less its EXDATEs (at most 1000). */
function occurrences(e: ICAL.Event) {
  const it = e.iterator();
  const out: Array<{ local: string; utc: string | null }> = [];
  for (let t = it.next(); t && out.length < 1000; t = it.next())
    out.push({ local: t.toString(), utc: t.isDate ? null : t.toJSDate().toISOString() });
  return out;
}

function ics() {
  const comp = new ICAL.Component(ICAL.parse(text));
  for (const vtz of comp.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  const tz = comp.getFirstSubcomponent('vtimezone');
  const time = (e: ICAL.Event, name: 'dtstart' | 'dtend') => {
    const prop = e.component.getFirstProperty(name);
    const t = name === 'dtstart' ? e.startDate : e.endDate;
    return {
      raw: prop?.toICALString() ?? null,
      tzid: prop?.getParameter('tzid') ?? null,
      isDate: t.isDate,
      local: t.toString(),
      utc: t.isDate ? null : t.toJSDate().toISOString(),
      offsetHours: t.isDate ? null : t.utcOffset() / 3600,
    };
  };
  return {
    calendar: {
      version: comp.getFirstPropertyValue('version'),
      prodid: comp.getFirstPropertyValue('prodid'),
      calscale: comp.getFirstPropertyValue('calscale'),
      calname: comp.getFirstPropertyValue('x-wr-calname'),
      timezone: comp.getFirstPropertyValue('x-wr-timezone'),
      vtimezone: tz
        ? {
            tzid: tz.getFirstPropertyValue('tzid'),
            standardRrule: String(tz.getFirstSubcomponent('standard')?.getFirstPropertyValue('rrule') ?? ''),
            daylightRrule: String(tz.getFirstSubcomponent('daylight')?.getFirstPropertyValue('rrule') ?? ''),
          }
        : null,
    },
    events: comp.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return {
        uid: e.uid,
        summary: e.summary,
        status: v.getFirstPropertyValue('status') ?? null,
        location: e.location,
        description: e.description,
        url: String(v.getFirstPropertyValue('url') ?? ''),
        dtstamp: String(v.getFirstPropertyValue('dtstamp') ?? ''),
        start: time(e, 'dtstart'),
        end: time(e, 'dtend'),
        rrule: v.getFirstProperty('rrule')?.toICALString() ?? null,
        exdates: v.getAllProperties('exdate').map((p) => p.toICALString()),
        occurrences: e.isRecurring() ? occurrences(e) : null,
      };
    }),
    longestLineOctets: Math.max(...text.split('\r\n').map((l) => new TextEncoder().encode(l).length)),
    crlfOnly: !/[^\r]\n/.test(text),
  };
}

function rss() {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { valid: false, error: valid.err };
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (n) => n === 'item' || n === 'category',
  }).parse(text);
  const ch = doc.rss?.channel ?? {};
  return {
    valid: true,
    version: doc.rss?.['@version'] ?? null,
    channel: {
      title: ch.title ?? null,
      link: ch.link ?? null,
      description: ch.description ?? null,
      language: ch.language ?? null,
      atomSelf: ch['atom:link']?.['@rel'] === 'self' ? ch['atom:link']['@href'] : null,
    },
    items: (ch.item ?? []).map((i: Record<string, unknown>) => ({
      title: i.title,
      link: i.link,
      guid: (i.guid as Record<string, string>)?.['#text'] ?? null,
      guidIsPermaLink: (i.guid as Record<string, string>)?.['@isPermaLink'] ?? null,
      pubDate: i.pubDate ?? null,
      description: i.description ?? null,
      categories: i.category ?? [],
    })),
  };
}

console.log(JSON.stringify(kind === 'ics' ? ics() : rss()));
