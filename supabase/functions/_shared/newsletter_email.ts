/**
 * The newsletter e-mail, in Spanish: subject with the city and the days it covers, each event with
 * date, time, place, price (or 'Gratis') and a link to its page (a series once, at its first date in
 * those days, with its rhythm: 'jueves 3 de diciembre · Cada jueves · 20:00'), a link to the whole
 * agenda, and a one-click unsubscribe link (visible, and in the List-Unsubscribe headers of RFC 2369 /
 * RFC 8058). Above the plans, a short block tells the reader which of their saved events have been
 * cancelled ('Cancelado: <title> (<date>)'); with such news the e-mail goes out even without plans.
 * Pure: every value from the database is escaped in the HTML part.
 */
import { categoryName } from './categories.ts';
import { CITIES } from './cities.ts';
import { cityTownSet } from './city_towns.ts';
import { brand } from './emails.ts';
import type { EmailContent } from './emails.ts';
import { resolveCategory } from './event_match.ts';
import {
  CANCELLED_LABEL,
  datesTextEs,
  descriptionText,
  eventUrl,
  placeText,
  priceText,
  seriesRhythm,
  shorten,
  shownDay,
  whenTextEs,
} from './event_text.ts';
import type { EventRow } from './event_text.ts';
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
}

export const FREQUENCY_ADJECTIVE: Record<SendFrequency, string> = {
  daily: 'diaria',
  weekly: 'semanal',
  biweekly: 'quincenal',
};

export const DESCRIPTION_CHARS = 180;

/** 'del 23 al 29 de noviembre', or 'lunes 23 de noviembre' for one day. */
export function coverageText(from: string, to: string): string {
  return from === to ? longDayEs(from) : dayRangeEs(from, to);
}

/** 'Tu agenda de Bilbao: del 23 al 29 de noviembre'. */
export function newsletterSubject(cityName: string, from: string, to: string): string {
  return `Tu agenda de ${cityName}: ${coverageText(from, to)}`;
}

function interestsText(categories: readonly string[], places: readonly string[]): string {
  const names = categories
    .map((c) => resolveCategory(c))
    .filter((id): id is string => id !== null)
    .map(categoryName);
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

/**
 * 'Cancelado: Jazz en el Kafe (martes 24 de noviembre)'; a series at its next date from `from` with
 * its rhythm ('jueves 3 de diciembre · Cada jueves'), since every one of its dates is off.
 */
export function cancelledLine(e: EventRow, from: string): string {
  const rhythm = seriesRhythm(e);
  const day = shownDay(e, from);
  const when = rhythm && day ? `${longDayEs(day)} · ${rhythm}` : datesTextEs(e);
  return `${CANCELLED_LABEL}: ${e.title}${when ? ` (${when})` : ''}`;
}

function cancelledHeading(count: number): string {
  return count === 1 ? 'Se ha cancelado un plan que guardaste:' : 'Se han cancelado planes que guardaste:';
}

function cancelledHtml(events: readonly EventRow[], urls: readonly string[], from: string): string {
  if (events.length === 0) return '';
  const lines = events.map((e, i) => {
    const line = cancelledLine(e, from);
    const title = `${CANCELLED_LABEL}: ${e.title}`;
    // The title links to the event's page; the rest of the line is plain text.
    return `<p style="margin:4px 0 0"><a href="${escapeHtml(urls[i]!)}" style="color:#1c1c28">${escapeHtml(title)}</a>${escapeHtml(line.slice(title.length))}</p>`;
  });
  return [
    '<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c8102e;background:#fef2f2">',
    `<p style="margin:0;font-weight:bold">${escapeHtml(cancelledHeading(events.length))}</p>`,
    ...lines,
    '</div>',
  ].join('');
}

function eventHtml(e: EventRow, url: string, from: string): string {
  const featured =
    (e.destacado ?? 0) > 0
      ? '<span style="display:inline-block;margin:0 0 6px;padding:2px 8px;border-radius:10px;background:#c8102e;color:#ffffff;font-size:12px;font-weight:bold">Destacado</span><br>'
      : '';
  const summary = shorten(descriptionText(e), DESCRIPTION_CHARS);
  const place = placeText(e);
  return [
    '<tr><td style="padding:16px 0;border-top:1px solid #e7e5e4">',
    featured,
    `<a href="${escapeHtml(url)}" style="font-size:17px;font-weight:bold;color:#1c1c28;text-decoration:none">${escapeHtml(e.title)}</a>`,
    `<p style="margin:6px 0 0;color:#44403c">📅 ${escapeHtml(whenTextEs(e, from) || 'Fecha por confirmar')}</p>`,
    place ? `<p style="margin:2px 0 0;color:#44403c">📍 ${escapeHtml(place)}</p>` : '',
    `<p style="margin:2px 0 0;color:#44403c">🎟️ ${escapeHtml(priceText(e))}</p>`,
    summary ? `<p style="margin:8px 0 0;color:#57534e;font-size:14px">${escapeHtml(summary)}</p>` : '',
    `<p style="margin:8px 0 0"><a href="${escapeHtml(url)}" style="color:#c8102e;font-weight:bold">Ver el evento</a></p>`,
    '</td></tr>',
  ].join('');
}

function eventText(e: EventRow, url: string, from: string): string {
  const lines = [
    `${(e.destacado ?? 0) > 0 ? '★ ' : ''}${e.title}`,
    `  Cuándo: ${whenTextEs(e, from) || 'Fecha por confirmar'}`,
  ];
  const place = placeText(e);
  if (place) lines.push(`  Dónde: ${place}`);
  lines.push(`  Precio: ${priceText(e)}`, `  Más información: ${url}`);
  return lines.join('\n');
}

/** The whole e-mail for one reader. */
export function newsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const site = cityOriginFor(input.publicSiteUrl, input.cityId);
  const accountUrl = `${site}/account?tab=newsletter`;
  const range = coverageText(input.from, input.to);
  const subject = newsletterSubject(input.cityName, input.from, input.to);
  const greeting = input.name ? `Hola, ${input.name}:` : 'Hola:';
  const count = input.events.length;
  const interests = interestsText(input.categories, input.places);
  const when = input.from === input.to ? `para el ${range}` : range;
  const intro =
    count === 0
      ? `Esta vez no tenemos planes que proponerte en ${input.cityName} ${when}` +
        (interests ? ` según lo que te interesa (${interests})` : '') +
        ', pero hay novedades sobre lo que guardaste.'
      : `${count === 1 ? 'Este es el plan' : `Estos son ${count} planes`} que te proponemos en ${input.cityName} ${when}` +
        (interests ? `, según lo que te interesa (${interests}).` : '.');
  const cancelled = input.cancelled ?? [];
  const cancelledUrls = cancelled.map((e) =>
    eventUrl(input.publicSiteUrl, eventCityId(e.town, input.cityId), e),
  );
  const why = `Recibes este correo porque te suscribiste a la newsletter ${FREQUENCY_ADJECTIVE[input.frequency]} de ${brand(input.cityName)}.`;
  const urls = input.events.map((e) => eventUrl(input.publicSiteUrl, input.cityId, e));

  const html = [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1c28;line-height:1.5">',
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(intro)}</div>`,
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#c8102e">${escapeHtml(brand(input.cityName))}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(`Tu agenda: ${range}`)}</h1>`,
    `<p style="${P}">${escapeHtml(greeting)}</p>`,
    `<p style="${P}">${escapeHtml(intro)}</p>`,
    cancelledHtml(cancelled, cancelledUrls, input.from),
    count === 0
      ? ''
      : `<table role="presentation" style="border-collapse:collapse;width:100%">${input.events
          .map((e, i) => eventHtml(e, urls[i]!, input.from))
          .join('')}</table>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(site)}/" style="display:inline-block;background:#c8102e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(`Ver toda la agenda de ${input.cityName}`)}</a></p>`,
    '<div style="margin:24px 0 0;padding:16px 0 0;border-top:1px solid #e7e5e4;font-size:12px;color:#57534e">',
    `<p style="margin:0 0 8px">${escapeHtml(why)}</p>`,
    `<p style="margin:0 0 8px">Puedes cambiar la frecuencia, las categorías o los lugares en <a href="${escapeHtml(accountUrl)}" style="color:#57534e">tu cuenta</a>.</p>`,
    `<p style="margin:0">¿Ya no quieres recibirla? <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#57534e">Date de baja con un clic</a>.</p>`,
    '</div></div></body></html>',
  ].join('\n');

  const text = [
    greeting,
    '',
    intro,
    '',
    ...(cancelled.length > 0
      ? [cancelledHeading(cancelled.length), ...cancelled.map((e) => `  ${cancelledLine(e, input.from)}`), '']
      : []),
    ...input.events.map((e, i) => `${eventText(e, urls[i]!, input.from)}\n`),
    `Toda la agenda de ${input.cityName}: ${site}/`,
    '',
    '—',
    why,
    `Cambia la frecuencia, las categorías o los lugares en tu cuenta: ${accountUrl}`,
    `Date de baja con un clic: ${input.unsubscribeUrl}`,
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
