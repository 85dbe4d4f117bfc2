/**
 * Which picture an event shows. Stock-photo images are replaced by the
 * category's artwork, and so is an image that fails to load; with no known category, the default hero.
 * The description says "a random image of the category": there is one artwork per category, so the
 * choice is deterministic (the same event always looks the same).
 */
import { getCategoryImagePath } from '../../../config/categories.ts';
import { DEFAULT_HERO_IMAGE } from '../../../config/site.ts';
import type { EventItem } from './types';

/** Hosts of stock-photo libraries (a photo from these is never the event's own picture). */
export const STOCK_PHOTO_HOSTS: readonly string[] = [
  'unsplash.com',
  'images.unsplash.com',
  'plus.unsplash.com',
  'pexels.com',
  'images.pexels.com',
  'pixabay.com',
  'cdn.pixabay.com',
  'shutterstock.com',
  'image.shutterstock.com',
  'istockphoto.com',
  'media.istockphoto.com',
  'gettyimages.com',
  'gettyimages.es',
  'media.gettyimages.com',
];

/** Name fragments that identify the same libraries on other domains or CDNs (e.g. shutterstock.es). */
export const STOCK_HOST_WORDS: readonly string[] = [
  'unsplash',
  'pexels',
  'pixabay',
  'shutterstock',
  'istockphoto',
  'gettyimages',
];

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
  const host = hostOf(url.trim());
  if (!host) return false;
  if (STOCK_PHOTO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return true;
  return host.split('.').some((label) => STOCK_HOST_WORDS.includes(label));
}

/** Artwork of the first category that has one, else the default hero image. */
export function categoryFallbackImage(e: Pick<EventItem, 'categoryId'>): string {
  for (const id of e.categoryId) {
    const path = getCategoryImagePath(id);
    if (path) return path;
  }
  return DEFAULT_HERO_IMAGE;
}

/** An image URL the page may load: absolute http(s) or a path on this site. */
function isUsableImageUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\//i.test(url) && hostOf(url) !== null;
}

/**
 * Images to try in order: the event's own (unless missing, unusable or stock), the category artwork,
 * the default hero. Duplicates removed.
 */
export function eventImageCandidates(e: Pick<EventItem, 'imageUrl' | 'categoryId'>): string[] {
  const own = e.imageUrl.trim();
  const list = [
    ...(own !== '' && isUsableImageUrl(own) && !isStockPhotoUrl(own) ? [own] : []),
    categoryFallbackImage(e),
    DEFAULT_HERO_IMAGE,
  ];
  return [...new Set(list)];
}

/** Absolute URL of the event's picture for metadata (og:image, JSON-LD), given the site's origin. */
export function absoluteEventImage(e: Pick<EventItem, 'imageUrl' | 'categoryId'>, origin: string): string {
  const first = eventImageCandidates(e)[0] ?? DEFAULT_HERO_IMAGE;
  return first.startsWith('/') ? `${origin}${first}` : first;
}
