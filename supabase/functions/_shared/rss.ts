/**
 * An RSS 2.0 feed of upcoming events (https://www.rssboard.org/rss-specification): channel with
 * title, link, description, language es-ES and an atom:link to itself; one item per event with title,
 * link, guid (the permalink), pubDate (RFC 822, when the event was published), categories and an
 * escaped HTML description built only from escaped plain text. A series is one item that reads at
 * its next date, with its rhythm ('jueves 3 de diciembre · Cada jueves · 20:00'). A cancelled event
 * reads 'Cancelado: <title>' and 'Cancelado' heads its facts. In Basque (EVENT_WORDS.eu) the same,
 * in Basque words and the event's Basque texts where it has them. Pure.
 */
import { isCancelled, placeText, shorten } from './event_text.ts';
import type { EventRow } from './event_text.ts';
import { EVENT_WORDS, feedTitleIn, type EventWords } from './event_words.ts';
import { escapeHtml } from './sanitize.ts';

export const RSS_DESCRIPTION_CHARS = 600;

// deno-lint-ignore no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for XML element content or attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date-time (as RSS 2.0 wants): 'Mon, 23 Nov 2026 06:00:00 GMT'. */
export function rfc822(d: Date): string {
  return d.toUTCString();
}

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface ChannelInfo {
  title: string;
  /** The site page the feed stands for. */
  link: string;
  description: string;
  /** The feed's own URL (atom:link rel="self"). */
  selfUrl: string;
}

export interface RssItem {
  event: EventRow;
  url: string;
}

/**
 * The item's description: 'Cancelado' first for a cancelled event, when (a series at its first date
 * on or after `today`), where and price, then the start of the description, as HTML.
 */
export function itemHtml(e: EventRow, today: string, words: EventWords = EVENT_WORDS.es): string {
  const facts = [
    isCancelled(e) ? words.cancelledLabel : '',
    words.when(e, today),
    placeText(e),
    words.price(e),
  ].filter((p) => p !== '');
  const text = shorten(words.description(e), RSS_DESCRIPTION_CHARS);
  return [
    `<p><strong>${facts.map(escapeHtml).join(' · ')}</strong></p>`,
    text ? `<p>${escapeHtml(text)}</p>` : '',
  ].join('');
}

function itemXml(item: RssItem, today: string, words: EventWords): string {
  const e = item.event;
  const published = instant(e.created_at);
  const categories = [...new Set([...(e.category_id ?? []), ...(e.subcategory ?? [])])];
  return [
    '<item>',
    // 'Cancelado: …': a reader sees that the plan is off from the item's title alone.
    `<title>${escapeXml(feedTitleIn(words, e))}</title>`,
    `<link>${escapeXml(item.url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
    ...(published ? [`<pubDate>${rfc822(published)}</pubDate>`] : []),
    ...categories.map((c) => `<category>${escapeXml(words.category(c))}</category>`),
    `<description>${escapeXml(itemHtml(e, today, words))}</description>`,
    '</item>',
  ].join('\n');
}

/**
 * The whole feed. lastBuildDate is the newest change among the events (stable between requests).
 * `today` (Madrid, 'YYYY-MM-DD') picks the date each series is shown at.
 */
export function buildRss(
  info: ChannelInfo,
  items: readonly RssItem[],
  today: string,
  words: EventWords = EVENT_WORDS.es,
): string {
  const changes = items
    .map((i) => instant(i.event.updated_at) ?? instant(i.event.created_at))
    .filter((d): d is Date => d !== null)
    .map((d) => d.getTime());
  const lastBuild = changes.length > 0 ? new Date(Math.max(...changes)) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(info.title)}</title>`,
    `<link>${escapeXml(info.link)}</link>`,
    `<description>${escapeXml(info.description)}</description>`,
    `<language>${words.locale}</language>`,
    `<atom:link href="${escapeXml(info.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    '<generator>Agenda Norte</generator>',
    '<ttl>60</ttl>',
    ...items.map((item) => itemXml(item, today, words)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
