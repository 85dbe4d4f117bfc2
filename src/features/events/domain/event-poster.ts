/**
 * An event without a picture of its own shows a poster drawn from its data (supabase/functions/_shared/poster.ts)
 * instead of its category's clip-art: sixteen drawings shared by hundreds of events made a row of
 * cards look the same. The clip-art stays behind the poster as the last fallback.
 *
 * The poster reaches the page as a data: URI in the same <img> as a photo would (ImageWithFallback):
 * one element per card, where an inline <svg> would add a dozen nodes to every card of a listing and
 * to every re-render on a keystroke; the <img> keeps the fixed 16:9 box, object-fit and alt text.
 */
import { getCategory } from '@/config/categories';
import { DEFAULT_HERO_IMAGE } from '@/config/site';
import type { CityTheme } from '@/config/types';
import { posterSvg, type PosterInput } from '../../../../supabase/functions/_shared/poster.ts';
import { formatEventDates, formatTime, parseEventDate } from './dates';
import { eventImageCandidates } from './event-image';
import type { EventItem } from './types';

export type PosterEvent = Pick<
  EventItem,
  'id' | 'title' | 'imageUrl' | 'categoryId' | 'venue' | 'town' | 'startDate' | 'endDate' | 'startTime'
>;

/** The category clip-art that imported and seeded events store as their picture. */
export function isCategoryArtwork(url: string): boolean {
  return /^\/images\/categories\/[a-z0-9-]+\.svg$/i.test(url.trim());
}

/** The event's own picture (not missing, stock, clip-art or the default hero), else null. */
export function ownEventImage(e: Pick<EventItem, 'imageUrl' | 'categoryId'>): string | null {
  const first = eventImageCandidates(e)[0];
  if (first === undefined || first !== e.imageUrl.trim()) return null;
  return isCategoryArtwork(first) || first === DEFAULT_HERO_IMAGE ? null : first;
}

/**
 * What the poster says: the card's date label with the start time ('sáb, 22 nov · 20:00'), the
 * venue (else the town), the first category's name, drawn in that category's colour on the city's.
 */
export function eventPosterInput(e: PosterEvent, theme: CityTheme): PosterInput {
  const category = e.categoryId.map(getCategory).find((c) => c !== undefined);
  const hasDate = parseEventDate(e.startDate) !== null || parseEventDate(e.endDate) !== null;
  const time = formatTime(e.startTime);
  const date = hasDate ? formatEventDates(e) : '';
  return {
    title: e.title,
    dateLabel: [date, time].filter(Boolean).join(' · '),
    venue: e.venue || e.town,
    categoryName: category?.name ?? '',
    colors: {
      primary: category?.defaultColor ?? theme.primary,
      secondary: theme.secondary,
      accent: theme.accent,
    },
    seed: e.id,
  };
}

export function posterDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// One poster per event, drawn once: a listing re-renders its cards on every keystroke. The entry
// remembers what it was drawn from, so an event corrected by a moderator (or shown in another
// city's colours) is drawn again. Bounded (oldest out first): a long browsing session stays small.
const MAX_CACHED = 500;
const cache = new Map<string, { key: string; uri: string }>();

export function eventPosterUri(e: PosterEvent, theme: CityTheme): string {
  const input = eventPosterInput(e, theme);
  const { colors: c } = input;
  const key = [
    input.title,
    input.dateLabel,
    input.venue,
    input.categoryName,
    c.primary,
    c.secondary,
    c.accent,
  ].join('\u0000');
  const hit = cache.get(e.id);
  if (hit?.key === key) return hit.uri;
  const uri = posterDataUri(posterSvg(input));
  cache.delete(e.id);
  cache.set(e.id, { key, uri });
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return uri;
}

export interface EventPicture {
  /** Images to try in order (ImageWithFallback). */
  sources: string[];
  alt: string;
}

/**
 * The event's own picture when it has one, then its poster, then the category clip-art and the
 * default hero (if a picture fails to load, the next one shows). The alt text says which it is.
 */
export function eventPicture(e: PosterEvent, theme: CityTheme): EventPicture {
  const own = ownEventImage(e);
  const poster = eventPosterUri(e, theme);
  const rest = eventImageCandidates(e).filter((url) => url !== own);
  const title = e.title.trim();
  return {
    sources: own ? [own, poster, ...rest] : [poster, ...rest],
    alt: own ? title || 'Imagen del evento' : title ? `Cartel de «${title}»` : 'Cartel del evento',
  };
}
