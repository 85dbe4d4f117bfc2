/**
 * "Eventos relacionados" (file 001 §9, weights in RELATED_* constants). Text comparisons are
 * case- and accent-insensitive; empty values never match each other.
 */
import {
  RELATED_MAX,
  RELATED_PRICE_PROXIMITY,
  RELATED_START_PROXIMITY,
  RELATED_WEIGHTS as W,
} from '@/config/constants';
import { normalizeText } from '@/lib/text';
import { daysBetween, isVisibleInListing, madridDay, parseEventDate } from './dates';
import { compareBySoonestStart } from './trending';
import type { EventItem } from './types';

const norm = (value: string) => normalizeText(value).trim();
const normSet = (values: readonly string[]) => new Set(values.map(norm).filter((v) => v !== ''));
const same = (a: string, b: string) => norm(a) !== '' && norm(a) === norm(b);
const intersects = (a: Set<string>, b: Set<string>) => [...a].some((v) => b.has(v));

/**
 * Decision: an event that has already started counts from today, because that is when one can still
 * go — a month-long exhibition running today is "close" to a concert tonight.
 */
function effectiveStart(e: EventItem, today: string): string | null {
  const start = parseEventDate(e.startDate);
  return start !== null && start < today ? today : start;
}

/** Paid price in euros, or null for free events and unknown prices (free pairs score "both free"). */
function paidPrice(e: EventItem): number | null {
  return !e.isFree && e.price !== null && e.price > 0 ? e.price : null;
}

/**
 * How related `candidate` is to `event`. "Related subcategory" (not defined further) = they share a
 * subcategory, or one's subcategory is the other's category (e.g. 'exposiciones' is both).
 */
export function relatedScore(event: EventItem, candidate: EventItem, now: Date): number {
  let score = 0;
  const catsA = normSet(event.categoryId);
  const catsB = normSet(candidate.categoryId);
  const subsA = normSet(event.subcategory);
  const subsB = normSet(candidate.subcategory);
  if (intersects(catsA, catsB)) score += W.sharedCategory;
  if (intersects(subsA, subsB) || intersects(subsA, catsB) || intersects(subsB, catsA))
    score += W.relatedSubcategory;
  if (same(event.venue, candidate.venue)) score += W.sameVenue;
  if (same(event.neighborhood, candidate.neighborhood)) score += W.sameNeighborhood;
  if (same(event.town, candidate.town)) score += W.sameTown;

  const tagsB = normSet(candidate.tags);
  const sharedTags = [...normSet(event.tags)].filter((t) => tagsB.has(t)).length;
  score += Math.min(sharedTags * W.sharedTagEach, W.sharedTagsMax);

  const today = madridDay(now);
  const startA = effectiveStart(event, today);
  const startB = effectiveStart(candidate, today);
  if (startA !== null && startB !== null) {
    const gap = Math.abs(daysBetween(startA, startB));
    score += RELATED_START_PROXIMITY.find(([days]) => gap <= days)?.[1] ?? 0;
  }

  if (same(event.artist, candidate.artist)) score += W.sameArtist;
  if (same(event.organizer, candidate.organizer)) score += W.sameOrganizer;
  if (event.isFree && candidate.isFree) score += W.bothFree;

  const priceA = paidPrice(event);
  const priceB = paidPrice(candidate);
  if (priceA !== null && priceB !== null) {
    const diff = Math.abs(priceA - priceB);
    score += RELATED_PRICE_PROXIMITY.find(([euros]) => diff <= euros)?.[1] ?? 0;
  }
  return score;
}

/**
 * Up to `max` related events, best first (ties: soonest start). Excludes the event itself, events
 * that have already ended (a link to a past event helps nobody) and anything scoring 0.
 */
export function selectRelated(
  event: EventItem,
  events: readonly EventItem[],
  now: Date,
  max: number = RELATED_MAX,
): EventItem[] {
  return events
    .filter((c) => c.id !== event.id && isVisibleInListing(c, now))
    .map((c) => ({ c, score: relatedScore(event, c, now) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || compareBySoonestStart(a.c, b.c))
    .slice(0, max)
    .map(({ c }) => c);
}
