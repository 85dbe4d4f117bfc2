/**
 * Tuning knobs: timings, distances and sizes chosen for speed and smoothness, not rules of the
 * product (those are in constants.ts). Changing one changes how the app feels, never what it does.
 */

/**
 * Live updates reload the listings at most once per this gap: the first change reloads at once, the
 * changes that follow within the gap are folded into one reload at its end. On a busy day (an
 * import, several editors) changes can come many times a second, and a slow phone spent all its time
 * reloading and re-rendering the whole list, the listing staying on 'Cargando eventos…' for seconds.
 */
export const REALTIME_RELOAD_MIN_GAP_MS = 1000;

/**
 * A carousel renders its cards once it is within this distance of the viewport (IntersectionObserver
 * rootMargin: one screen above and below); until then it holds placeholders of their size, so the
 * home page's first render does not build the cards of rows far below the first screen.
 */
export const CAROUSEL_RENDER_MARGIN = '100% 0px';

/**
 * A carousel first builds this many cards (a wide screen shows a little over four); the rest come
 * as soon as the visitor touches, focuses or presses a key in the row, or scrolls it towards its end.
 * The 'Hoy' row alone holds up to twelve cards, a third of the home page's elements at load.
 */
export const CAROUSEL_INITIAL_CARDS = 5;

/**
 * The rest of a carousel's cards also come when the marker after its first cards scrolls within this
 * distance of the row's right edge (IntersectionObserver rootMargin, relative to the row's width):
 * a wheel or a trackpad; a wide screen's first view stays short of it.
 */
export const CAROUSEL_REVEAL_MARGIN = '0px 10% 0px 0px';

/**
 * A map (a Google Maps frame: a page of its own, with its own scripts; on the event page and the
 * editorial article, MapEmbed) is added once its box is within this distance of the viewport; the
 * browser's own loading="lazy" starts far earlier on a slow connection, while the visitor is still
 * reading the page's first screen.
 */
export const MAP_RENDER_MARGIN = '50% 0px';

/** Day strings ('yyyy-MM-dd') whose parse is remembered (calendar-day.ts), at most. */
export const DAY_PARSE_CACHE_MAX = 5000;

/** Normalised texts (towns, venues, tags…) remembered while scoring related events, at most. */
export const RELATED_NORMALIZED_CACHE_MAX = 20_000;

/**
 * The listing's URL (?search=…, ?categoria=…) is written once the filters have stayed this long:
 * longer than the pause between two keystrokes, so a word typed writes once.
 */
export const FILTERS_URL_SETTLE_MS = 400;
