/**
 * "Eventos relacionados" (weights in RELATED_* constants). Text comparisons are
 * case- and accent-insensitive; empty values never match each other.
 *
 * Scored over a whole city's upcoming events (thousands in a big city) while the event page opens,
 * so the event's own side is prepared once (not per candidate), normalised texts are remembered
 * (towns, venues, categories and tags repeat across events) and ties are sorted on precomputed
 * 'day time' keys instead of time-zone instants worked out in every comparison.
 */
import { RELATED_MAX, RELATED_PRICE_PROXIMITY, RELATED_START_PROXIMITY, RELATED_WEIGHTS as W } from '@/config/constants';
import { RELATED_NORMALIZED_CACHE_MAX } from '@/config/tuning';
import { remember } from '@/lib/remember';
import { normalizeText } from '@/lib/text';
import { daysBetween, formatTime, isVisibleInListing, madridDay, parseEventDate } from './dates';
import type { EventItem } from './types';

const normalized = new Map<string, string>();
const norm = (value: string) =>
  remember(normalized, value, RELATED_NORMALIZED_CACHE_MAX, () => normalizeText(value).trim());
const normSet = (values: readonly string[]) => new Set(values.map(norm).filter((v) => v !== ''));
/** `normalizedA` (already normalised) is non-empty and equals `b` once normalised. */
const same = (normalizedA: string, b: string) => normalizedA !== '' && normalizedA === norm(b);

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
 * Scores candidates against `event`. "Related subcategory" (not defined further) = they share a
 * subcategory, or one's subcategory is the other's category (e.g. 'exposiciones' is both).
 */
export function relatedScorer(event: EventItem, now: Date): (candidate: EventItem) => number {
  const catsA = normSet(event.categoryId);
  const subsA = normSet(event.subcategory);
  const tagsA = normSet(event.tags);
  const venueA = norm(event.venue);
  const neighborhoodA = norm(event.neighborhood);
  const townA = norm(event.town);
  const artistA = norm(event.artist);
  const organizerA = norm(event.organizer);
  const today = madridDay(now);
  const startA = effectiveStart(event, today);
  const priceA = paidPrice(event);

  return (candidate) => {
    let score = 0;
    // The candidate's lists are walked once each, without building sets of them.
    let sharesCategory = false;
    let relatedSubcategory = false;
    for (const value of candidate.categoryId) {
      const cat = norm(value);
      if (cat === '') continue;
      if (catsA.has(cat)) sharesCategory = true;
      if (subsA.has(cat)) relatedSubcategory = true;
    }
    for (const value of candidate.subcategory) {
      const sub = norm(value);
      if (sub !== '' && (subsA.has(sub) || catsA.has(sub))) relatedSubcategory = true;
    }
    if (sharesCategory) score += W.sharedCategory;
    if (relatedSubcategory) score += W.relatedSubcategory;
    if (same(venueA, candidate.venue)) score += W.sameVenue;
    if (same(neighborhoodA, candidate.neighborhood)) score += W.sameNeighborhood;
    if (same(townA, candidate.town)) score += W.sameTown;

    const sharedTags: string[] = [];
    for (const value of candidate.tags) {
      const tag = norm(value);
      if (tagsA.has(tag) && !sharedTags.includes(tag)) sharedTags.push(tag);
    }
    score += Math.min(sharedTags.length * W.sharedTagEach, W.sharedTagsMax);

    const startB = effectiveStart(candidate, today);
    if (startA !== null && startB !== null) {
      const gap = Math.abs(daysBetween(startA, startB));
      score += RELATED_START_PROXIMITY.find(([days]) => gap <= days)?.[1] ?? 0;
    }

    if (same(artistA, candidate.artist)) score += W.sameArtist;
    if (same(organizerA, candidate.organizer)) score += W.sameOrganizer;
    if (event.isFree && candidate.isFree) score += W.bothFree;

    const priceB = paidPrice(candidate);
    if (priceA !== null && priceB !== null) {
      const diff = Math.abs(priceA - priceB);
      score += RELATED_PRICE_PROXIMITY.find(([euros]) => diff <= euros)?.[1] ?? 0;
    }
    return score;
  };
}

/** How related `candidate` is to `event` (see relatedScorer). */
export function relatedScore(event: EventItem, candidate: EventItem, now: Date): number {
  return relatedScorer(event, now)(candidate);
}

/**
 * Ties go to the sooner start: Madrid day and time ('yyyy-MM-dd HH:MM', a day without a time at its
 * start) compare as text in the order of their instants; an event without a start date goes last.
 */
function startKey(e: EventItem): string {
  const day = parseEventDate(e.startDate);
  return day === null ? '\uffff' : `${day} ${formatTime(e.startTime) ?? '00:00'}`;
}

/** A candidate that scored above 0, with the key its ties sort on. */
export interface ScoredRelated {
  c: EventItem;
  score: number;
  start: string;
}

/**
 * Scores `candidates` (one slice of the city's events, or all of them) for `event`, appending those
 * above 0 to `out`. Slices can be scored in separate tasks and ranked together afterwards.
 */
export function scoreRelated(
  event: EventItem,
  scoreOf: (candidate: EventItem) => number,
  candidates: readonly EventItem[],
  now: Date,
  out: ScoredRelated[],
): void {
  for (const c of candidates) {
    if (c.id === event.id || !isVisibleInListing(c, now)) continue;
    const score = scoreOf(c);
    if (score > 0) out.push({ c, score, start: startKey(c) });
  }
}

/** The `max` best: highest score, then the soonest start, then the id (a stable order). */
export function rankRelated(scored: ScoredRelated[], max: number = RELATED_MAX): EventItem[] {
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.start === b.start ? 0 : a.start < b.start ? -1 : 1) ||
      (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0),
  );
  return scored.slice(0, max).map(({ c }) => c);
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
  const scored: ScoredRelated[] = [];
  scoreRelated(event, relatedScorer(event, now), events, now, scored);
  return rankRelated(scored, max);
}
