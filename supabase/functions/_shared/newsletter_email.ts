/**
 * The newsletter e-mail, in the reader's language (Spanish, or Basque when they chose it): subject with
 * the city and the days it covers, each event with date, time, place, price (or 'Gratis') and a link
 * to its page (a series once, at its first date in those days, with its rhythm: 'jueves 3 de diciembre
 * · Cada jueves · 20:00'), a link to the whole agenda, and a one-click unsubscribe link (visible, and
 * in the List-Unsubscribe headers of RFC 2369 / RFC 8058). Above the plans, a short block tells the
 * reader which of their saved events have been cancelled ('Cancelado: <title> (<date>)'); with such
 * news the e-mail goes out even without plans. In Basque an event reads in its Basque title and
 * description when it has them, and says 'Gaztelaniaz' before a Spanish description.
 * Pure: every value from the database is escaped in the HTML part.
 */
import { CITIES, cityFormsEu } from './cities.ts';
import { cityTownSet } from './city_towns.ts';
import { brand } from './emails.ts';
import type { EmailContent } from './emails.ts';
import { resolveCategory } from './event_match.ts';
import { eventUrl, placeText, shorten, shownDay } from './event_text.ts';
import type { EventRow } from './event_text.ts';
import { EVENT_WORDS, type EventWords, type Language } from './event_words.ts';
import { dayRangeEu, longDayEu } from './basque_text.ts';
import { dayRangeEs, longDayEs } from './madrid_time.ts';
import type { SendFrequency } from './newsletter_periods.ts';
import { escapeHtml } from './sanitize.ts';
import { cityOriginFor } from './site.ts';

export interface NewsletterEmail extends EmailContent {
  headers: Record<string, string>;
}

export interface NewsletterEmailInput {
  publicSiteUrl: string;
  cityId: string;
  cityName: string;
  name: string | null;
  frequency: SendFrequency;
  from: string;
  to: string;
  events: readonly EventRow[];
  /** The reader's saved events cancelled since their last newsletter (newsletter_select cancelledToTell). */
  cancelled?: readonly EventRow[];
  categories: readonly string[];
  places: readonly string[];
  unsubscribeUrl: string;
  /** 'es' when absent. */
  language?: Language;
}

export const FREQUENCY_ADJECTIVE: Record<SendFrequency, string> = {
  daily: 'diaria',
  weekly: 'semanal',
  biweekly: 'quincenal',
};

export const DESCRIPTION_CHARS = 180;

/** Everything else the e-mail says, for one reader. */
interface Copy extends EventWords {
  range: (from: string, to: string) => string;
  subject: (range: string) => string;
  heading: (range: string) => string;
  greeting: string;
  intro: (count: number, range: string, oneDay: boolean, interests: string) => string;
  cancelledHeading: (count: number) => string;
  seeAll: string;
  allText: string;
  why: string;
  accountBefore: string;
  accountLink: string;
  accountAfter: string;
  accountText: string;
  unsubscribeQuestion: string;
  unsubscribeLink: string;
}

function spanish(input: NewsletterEmailInput): Copy {
  const city = input.cityName;
  return {
    ...EVENT_WORDS.es,
    range: (from, to) => coverageText(from, to),
    subject: (range) => `Tu agenda de ${city}: ${range}`,
    heading: (range) => `Tu agenda: ${range}`,
    greeting: input.name ? `Hola, ${input.name}:` : 'Hola:',
    intro: (count, range, oneDay, interests) => {
      const when = oneDay ? `para el ${range}` : range;
      return count === 0
        ? `Esta vez no tenemos planes que proponerte en ${city} ${when}` +
            (interests ? ` según lo que te interesa (${interests})` : '') +
            ', pero hay novedades sobre lo que guardaste.'
        : `${count === 1 ? 'Este es el plan' : `Estos son ${count} planes`} que te proponemos en ${city} ${when}` +
            (interests ? `, según lo que te interesa (${interests}).` : '.');
    },
    cancelledHeading: (count) =>
      count === 1 ? 'Se ha cancelado un plan que guardaste:' : 'Se han cancelado planes que guardaste:',
    seeAll: `Ver toda la agenda de ${city}`,
    allText: `Toda la agenda de ${city}`,
    why: `Recibes este correo porque te suscribiste a la newsletter ${FREQUENCY_ADJECTIVE[input.frequency]} de ${brand(city)}.`,
    accountBefore: 'Puedes cambiar la frecuencia, las categorías o los lugares en ',
    accountLink: 'tu cuenta',
    accountAfter: '.',
    accountText: 'Cambia la frecuencia, las categorías o los lugares en tu cuenta',
    unsubscribeQuestion: '¿Ya no quieres recibirla?',
    unsubscribeLink: 'Date de baja con un clic',
  };
}

const FREQUENCY_ADJECTIVE_EU: Record<SendFrequency, string> = {
  daily: 'eguneko',
  weekly: 'asteko',
  biweekly: 'hamabost egunetik behingo',
};

function basque(input: NewsletterEmailInput): Copy {
  const city = cityFormsEu(input.cityId, input.cityName);
  return {
    ...EVENT_WORDS.eu,
    range: (from, to) => (from === to ? longDayEu(from) : dayRangeEu(from, to)),
    subject: (range) => `${city.of} zure agenda: ${range}`,
    heading: (range) => `Zure agenda: ${range}`,
    greeting: input.name ? `Kaixo, ${input.name}:` : 'Kaixo:',
    intro: (count, range, _oneDay, interests) => {
      const yours = interests ? `, zure interesen arabera (${interests})` : '';
      if (count === 0)
        return `Oraingoan ez dugu planik zuretzat ${city.in} (${range})${yours}, baina gorde dituzunei buruzko berriak ditugu.`;
      return `Hona hemen ${count === 1 ? 'plan bat' : `${count} plan`} ${city.in} (${range})${yours}.`;
    },
    cancelledHeading: (count) =>
      count === 1
        ? 'Gorde zenuen plan bat bertan behera geratu da:'
        : 'Gorde zenituen plan batzuk bertan behera geratu dira:',
    seeAll: `Ikusi ${city.of} agenda osoa`,
    allText: `${city.of} agenda osoa`,
    why: `Mezu hau jasotzen duzu ${brand(input.cityName)} webguneko ${FREQUENCY_ADJECTIVE_EU[input.frequency]} buletinera harpidetu zinelako.`,
    accountBefore: 'Maiztasuna, kategoriak, tokiak edo hizkuntza ',
    accountLink: 'zure kontuan',
    accountAfter: ' alda ditzakezu.',
    accountText: 'Aldatu maiztasuna, kategoriak, tokiak edo hizkuntza zure kontuan',
    unsubscribeQuestion: 'Ez duzu gehiago jaso nahi?',
    unsubscribeLink: 'Kendu harpidetza klik bakar batekin',
  };
}

const copyFor = (input: NewsletterEmailInput): Copy =>
  input.language === 'eu' ? basque(input) : spanish(input);

/** 'del 23 al 29 de noviembre', or 'lunes 23 de noviembre' for one day. */
export function coverageText(from: string, to: string): string {
  return from === to ? longDayEs(from) : dayRangeEs(from, to);
}

/** 'Tu agenda de Bilbao: del 23 al 29 de noviembre'. */
export function newsletterSubject(cityName: string, from: string, to: string): string {
  return `Tu agenda de ${cityName}: ${coverageText(from, to)}`;
}

function interestsText(copy: Copy, categories: readonly string[], places: readonly string[]): string {
  const names = categories
    .map((c) => resolveCategory(c))
    .filter((id): id is string => id !== null)
    .map(copy.category);
  return [...new Set([...names, ...places])].join(', ');
}

const P = 'margin:0 0 12px';

/**
 * The city whose site shows the event: the reader's when its town is in that city's set (border
 * towns are in two), else the first city that lists the town, else the reader's. A saved event may
 * be in another city than the newsletter's, and its link must open where it is listed.
 */
export function eventCityId(town: string | null, readerCityId: string): string {
  const t = (town ?? '').trim();
  if (t === '' || cityTownSet(readerCityId).includes(t)) return readerCityId;
  return CITIES.find((c) => cityTownSet(c.id).includes(t))?.id ?? readerCityId;
}

/** The cancelled line's title part: 'Cancelado: Jazz en el Kafe'. */
const cancelledTitle = (copy: EventWords, e: EventRow) => `${copy.cancelledLabel}: ${copy.title(e)}`;

function cancelledLineIn(copy: EventWords, e: EventRow, from: string): string {
  const rhythm = copy.rhythm(e);
  const day = shownDay(e, from);
  const when = rhythm && day ? `${copy.longDay(day)} · ${rhythm}` : copy.dates(e);
  return `${cancelledTitle(copy, e)}${when ? ` (${when})` : ''}`;
}

/**
 * 'Cancelado: Jazz en el Kafe (martes 24 de noviembre)'; a series at its next date from `from` with
 * its rhythm ('jueves 3 de diciembre · Cada jueves'), since every one of its dates is off.
 */
export function cancelledLine(e: EventRow, from: string, language: Language = 'es'): string {
  return cancelledLineIn(EVENT_WORDS[language], e, from);
}

function cancelledHtml(
  copy: Copy,
  events: readonly EventRow[],
  urls: readonly string[],
  from: string,
): string {
  if (events.length === 0) return '';
  const lines = events.map((e, i) => {
    const line = cancelledLineIn(copy, e, from);
    const title = cancelledTitle(copy, e);
    // The title links to the event's page; the rest of the line is plain text.
    return `<p style="margin:4px 0 0"><a href="${escapeHtml(urls[i]!)}" style="color:#1c1c28">${escapeHtml(title)}</a>${escapeHtml(line.slice(title.length))}</p>`;
  });
  return [
    '<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c8102e;background:#fef2f2">',
    `<p style="margin:0;font-weight:bold">${escapeHtml(copy.cancelledHeading(events.length))}</p>`,
    ...lines,
    '</div>',
  ].join('');
}

function eventHtml(copy: EventWords, e: EventRow, url: string, from: string): string {
  const featured =
    (e.destacado ?? 0) > 0
      ? `<span style="display:inline-block;margin:0 0 6px;padding:2px 8px;border-radius:10px;background:#c8102e;color:#ffffff;font-size:12px;font-weight:bold">${copy.featured}</span><br>`
      : '';
  const summary = shorten(copy.description(e), DESCRIPTION_CHARS);
  const place = placeText(e);
  return [
    '<tr><td style="padding:16px 0;border-top:1px solid #e7e5e4">',
    featured,
    `<a href="${escapeHtml(url)}" style="font-size:17px;font-weight:bold;color:#1c1c28;text-decoration:none">${escapeHtml(copy.title(e))}</a>`,
    `<p style="margin:6px 0 0;color:#44403c">📅 ${escapeHtml(copy.when(e, from) || copy.dateTbc)}</p>`,
    place ? `<p style="margin:2px 0 0;color:#44403c">📍 ${escapeHtml(place)}</p>` : '',
    `<p style="margin:2px 0 0;color:#44403c">🎟️ ${escapeHtml(copy.price(e))}</p>`,
    summary ? `<p style="margin:8px 0 0;color:#57534e;font-size:14px">${escapeHtml(summary)}</p>` : '',
    `<p style="margin:8px 0 0"><a href="${escapeHtml(url)}" style="color:#c8102e;font-weight:bold">${copy.seeEvent}</a></p>`,
    '</td></tr>',
  ].join('');
}

function eventText(copy: EventWords, e: EventRow, url: string, from: string): string {
  const lines = [
    `${(e.destacado ?? 0) > 0 ? '★ ' : ''}${copy.title(e)}`,
    `  ${copy.labels.when}: ${copy.when(e, from) || copy.dateTbc}`,
  ];
  const place = placeText(e);
  if (place) lines.push(`  ${copy.labels.where}: ${place}`);
  lines.push(`  ${copy.labels.price}: ${copy.price(e)}`, `  ${copy.labels.more}: ${url}`);
  return lines.join('\n');
}

/** The whole e-mail for one reader. */
export function newsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const copy = copyFor(input);
  const site = cityOriginFor(input.publicSiteUrl, input.cityId);
  const accountUrl = `${site}/account?tab=newsletter`;
  const range = copy.range(input.from, input.to);
  const subject = copy.subject(range);
  const count = input.events.length;
  const intro = copy.intro(
    count,
    range,
    input.from === input.to,
    interestsText(copy, input.categories, input.places),
  );
  const cancelled = input.cancelled ?? [];
  const cancelledUrls = cancelled.map((e) =>
    eventUrl(input.publicSiteUrl, eventCityId(e.town, input.cityId), e),
  );
  const urls = input.events.map((e) => eventUrl(input.publicSiteUrl, input.cityId, e));

  const html = [
    '<!doctype html>',
    `<html lang="${copy.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1c28;line-height:1.5">',
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(intro)}</div>`,
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#c8102e">${escapeHtml(brand(input.cityName))}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(copy.heading(range))}</h1>`,
    `<p style="${P}">${escapeHtml(copy.greeting)}</p>`,
    `<p style="${P}">${escapeHtml(intro)}</p>`,
    cancelledHtml(copy, cancelled, cancelledUrls, input.from),
    count === 0
      ? ''
      : `<table role="presentation" style="border-collapse:collapse;width:100%">${input.events
          .map((e, i) => eventHtml(copy, e, urls[i]!, input.from))
          .join('')}</table>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(site)}/" style="display:inline-block;background:#c8102e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(copy.seeAll)}</a></p>`,
    '<div style="margin:24px 0 0;padding:16px 0 0;border-top:1px solid #e7e5e4;font-size:12px;color:#57534e">',
    `<p style="margin:0 0 8px">${escapeHtml(copy.why)}</p>`,
    `<p style="margin:0 0 8px">${escapeHtml(copy.accountBefore)}<a href="${escapeHtml(accountUrl)}" style="color:#57534e">${escapeHtml(copy.accountLink)}</a>${escapeHtml(copy.accountAfter)}</p>`,
    `<p style="margin:0">${escapeHtml(copy.unsubscribeQuestion)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(copy.unsubscribeLink)}</a>.</p>`,
    '</div></div></body></html>',
  ].join('\n');

  const text = [
    copy.greeting,
    '',
    intro,
    '',
    ...(cancelled.length > 0
      ? [
          copy.cancelledHeading(cancelled.length),
          ...cancelled.map((e) => `  ${cancelledLineIn(copy, e, input.from)}`),
          '',
        ]
      : []),
    ...input.events.map((e, i) => `${eventText(copy, e, urls[i]!, input.from)}\n`),
    `${copy.allText}: ${site}/`,
    '',
    '—',
    copy.why,
    `${copy.accountText}: ${accountUrl}`,
    `${copy.unsubscribeLink}: ${input.unsubscribeUrl}`,
  ].join('\n');

  return {
    subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
