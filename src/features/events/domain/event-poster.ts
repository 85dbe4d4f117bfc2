/**
 * An event without a picture of its own shows a poster drawn from its data, not its category's shared
 * clip-art: a data: URI in the same <img> a photo would use, not an inline <svg>'s dozen nodes.
 */
import { getCategory, getCategoryName } from '@/config/categories';
import { DEFAULT_HERO_IMAGE } from '@/config/site';
import { m } from '@/i18n/paraglide/messages.js';
import { remember } from '@/lib/remember';
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

/** The date label with the start time, the venue (else the town), the first category in its colour. */
export function eventPosterInput(e: PosterEvent, theme: CityTheme): PosterInput {
  const category = e.categoryId.map(getCategory).find((c) => c !== undefined);
  const hasDate = parseEventDate(e.startDate) !== null || parseEventDate(e.endDate) !== null;
  const time = formatTime(e.startTime);
  const date = hasDate ? formatEventDates(e) : '';
  return {
    title: e.title,
    dateLabel: [date, time].filter(Boolean).join(' · '),
    venue: e.venue || e.town,
    categoryName: category ? getCategoryName(category.id) : '',
    colors: {
      primary: category?.defaultColor ?? theme.primary,
      secondary: theme.secondary,
      accent: theme.accent,
    },
    seed: e.id,
  };
}

// Posters are drawn once (cards re-render on every keystroke), and again when what they show changes.
const MAX_CACHED = 500;
const posters = new Map<string, string>();

export function eventPosterUri(e: PosterEvent, theme: CityTheme): string {
  const input = eventPosterInput(e, theme);
  const draw = () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(posterSvg(input))}`;
  return remember(posters, JSON.stringify(input), MAX_CACHED, draw);
}

/** The event's own picture, then its poster, the category clip-art and the hero; the alt says which. */
export function eventPicture(e: PosterEvent, theme: CityTheme): { sources: string[]; alt: string } {
  const own = ownEventImage(e);
  const poster = eventPosterUri(e, theme);
  const rest = eventImageCandidates(e).filter((url) => url !== own);
  const title = e.title.trim();
  return {
    sources: own ? [own, poster, ...rest] : [poster, ...rest],
    alt: own
      ? title || m.events_image_alt()
      : title
        ? m.events_poster_alt_titled({ title })
        : m.events_poster_alt(),
  };
}
