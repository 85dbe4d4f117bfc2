/**
 * "Eventos relacionados" (weights in RELATED_* constants): texts compare case- and accent-insensitively,
 * empty values never match. Scored over a whole city's events, so normalised texts are remembered.
 */
import {
  RELATED_MAX,
  RELATED_PRICE_PROXIMITY,
  RELATED_START_PROXIMITY,
  RELATED_WEIGHTS as W,
} from '@/config/constants';
import { RELATED_NORMALIZED_CACHE_MAX } from '@/config/tuning';
import { remember } from '@/lib/remember';
import { normalizeText } from '@/lib/text';
import { daysBetween, isVisibleInListing, madridDay, parseEventDate } from './dates';
import { compareBySoonestStart } from './trending';
import type { EventItem } from './types';

const normalized = new Map<string, string>();
const norm = (value: string) =>
  remember(normalized, value, RELATED_NORMALIZED_CACHE_MAX, () => normalizeText(value).trim());
const normSet = (values: readonly string[]) => new Set(values.map(norm).filter((v) => v !== ''));
const same = (normalizedA: string, b: string) => normalizedA !== '' && normalizedA === norm(b);

/** An event that has already started counts from today: an exhibition running today is "close" to tonight. */
function effectiveStart(e: EventItem, today: string): string | null {
  const start = parseEventDate(e.startDate);
  return start !== null && start < today ? today : start;
}

/** Paid price in euros, or null for free events and unknown prices (free pairs score "both free"). */
function paidPrice(e: EventItem): number | null {
  return !e.isFree && e.price !== null && e.price > 0 ? e.price : null;
}

/** Scores candidates against `event`; a subcategory also relates to the same category ('exposiciones'). */
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
    if (candidate.categoryId.some((cat) => catsA.has(norm(cat)))) score += W.sharedCategory;
    if (
      candidate.categoryId.some((cat) => subsA.has(norm(cat))) ||
      candidate.subcategory.some((sub) => subsA.has(norm(sub)) || catsA.has(norm(sub)))
    )
      score += W.relatedSubcategory;
    if (same(venueA, candidate.venue)) score += W.sameVenue;
    if (same(neighborhoodA, candidate.neighborhood)) score += W.sameNeighborhood;
    if (same(townA, candidate.town)) score += W.sameTown;

    const sharedTags = new Set(candidate.tags.map(norm).filter((tag) => tagsA.has(tag))).size;
    score += Math.min(sharedTags * W.sharedTagEach, W.sharedTagsMax);

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

/** Up to RELATED_MAX events still on, scoring above 0: best first, then the soonest, then by id. */
export function selectRelated(event: EventItem, events: readonly EventItem[], now: Date): EventItem[] {
  const scoreOf = relatedScorer(event, now);
  const scored: Array<{ c: EventItem; score: number }> = [];
  for (const c of events) {
    if (c.id === event.id || !isVisibleInListing(c, now)) continue;
    const score = scoreOf(c);
    if (score > 0) scored.push({ c, score });
  }
  scored.sort((a, b) => b.score - a.score || compareBySoonestStart(a.c, b.c));
  return scored.slice(0, RELATED_MAX).map(({ c }) => c);
}
