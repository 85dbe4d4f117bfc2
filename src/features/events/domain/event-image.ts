/**
 * Which picture an event shows. Stock photos, and images that fail to load, are replaced by the
 * category's artwork (one per category, so the same event always looks the same), else the default hero.
 */
import { getCategoryImagePath } from '../../../config/categories.ts';
import { DEFAULT_HERO_IMAGE } from '../../../config/site.ts';
import type { EventItem } from './types';

/** Stock-photo libraries, by a label of their host (also their other domains and CDNs: shutterstock.es). */
const STOCK_HOST_WORDS = ['unsplash', 'pexels', 'pixabay', 'shutterstock', 'istockphoto', 'gettyimages'];

function hostOf(url: string): string | null {
  // Without a scheme `new URL` can only throw, and a thrown exception is costly in a card's render.
  if (!/^\s*[a-z][a-z\d+.-]*:/i.test(url)) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isStockPhotoUrl(url: string): boolean {
  const labels = hostOf(url.trim())?.split('.') ?? [];
  return labels.some((label) => STOCK_HOST_WORDS.includes(label));
}

/** An image URL the page may load: absolute http(s) or a path on this site. */
function isUsableImageUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\//i.test(url) && hostOf(url) !== null;
}

/** Images to try in order: the event's own (unless unusable or stock), a category's artwork, the hero. */
export function eventImageCandidates(e: Pick<EventItem, 'imageUrl' | 'categoryId'>): string[] {
  const own = e.imageUrl.trim();
  const list = [
    ...(own !== '' && isUsableImageUrl(own) && !isStockPhotoUrl(own) ? [own] : []),
    e.categoryId.map(getCategoryImagePath).find((path) => path) ?? DEFAULT_HERO_IMAGE,
    DEFAULT_HERO_IMAGE,
  ];
  return [...new Set(list)];
}

/** Absolute URL of the event's picture for metadata (og:image, JSON-LD), given the site's origin. */
export function absoluteEventImage(e: Pick<EventItem, 'imageUrl' | 'categoryId'>, origin: string): string {
  const first = eventImageCandidates(e)[0] ?? DEFAULT_HERO_IMAGE;
  return first.startsWith('/') ? `${origin}${first}` : first;
}
