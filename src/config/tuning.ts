/**
 * Tuning knobs: timings, distances and sizes chosen for speed and smoothness, not product rules
 * (those are in constants.ts). Changing one changes how the app feels, never what it does.
 */

/**
 * Live updates reload the listings at most once per this gap (the first change at once, the rest
 * folded into one reload at its end): on a busy day changes come many times a second.
 */
export const REALTIME_RELOAD_MIN_GAP_MS = 1000;

/** A carousel renders its cards within this distance of the viewport (rootMargin); placeholders before. */
export const CAROUSEL_RENDER_MARGIN = '100% 0px';

/**
 * A carousel first builds this many cards (a wide screen shows a little over four); the rest come when
 * the visitor touches, focuses or presses a key in the row, or scrolls it towards its end.
 */
export const CAROUSEL_INITIAL_CARDS = 5;

/** The rest of a carousel's cards also come when its marker nears the row's right edge (rootMargin). */
export const CAROUSEL_REVEAL_MARGIN = '0px 10% 0px 0px';

/** A map frame (MapEmbed) is added once its box is within this distance of the viewport (rootMargin). */
export const MAP_RENDER_MARGIN = '50% 0px';

/** An event page's related events load the city's listing once their place is this close (rootMargin). */
export const RELATED_RENDER_MARGIN = '100% 0px';

/** Day strings ('yyyy-MM-dd') whose parse is remembered (parseDay in features/events/domain/dates.ts), at most. */
export const DAY_PARSE_CACHE_MAX = 5000;

/** Normalised texts (towns, venues, tags…) remembered while scoring related events, at most. */
export const RELATED_NORMALIZED_CACHE_MAX = 20_000;

/** The listing's URL is written once the filters have stayed this long (longer than between keystrokes). */
export const FILTERS_URL_SETTLE_MS = 400;
