/**
 * Every business number of the product description, named once.
 * Where the description gives two readings, the chosen one is marked with a one-line reason.
 */
import {
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_INTERESTS_BONUS,
} from '../../supabase/functions/_shared/points.ts';

// ── Points and levels ──────────────────────────────────────────────────────────
// The server's amounts (supabase/functions/_shared/points.ts), so the app cannot show others.
export {
  FIRST_LEVEL,
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_PER_LEVEL,
  POINTS_REGISTRATION,
} from '../../supabase/functions/_shared/points.ts';
/** Newsletter with categories or locations chosen: 10 + 5. */
export const POINTS_NEWSLETTER_WITH_INTERESTS = POINTS_NEWSLETTER + POINTS_NEWSLETTER_INTERESTS_BONUS;
export const TRANSACTIONS_SHOWN = 20;
export const RANKING_TOP = 10;

// ── Newsletter ─────────────────────────────────────────────────────────────────
export const NEWSLETTER_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'disabled'] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];
export const NEWSLETTER_DEFAULT_FREQUENCY: NewsletterFrequency = 'weekly';

// ── Listing ────────────────────────────────────────────────────────────────────
export const FIRST_LOAD_LIMIT = 50;
export const FIRST_LOAD_LIMIT_MOBILE = 12;
export const LOAD_ALL_DELAY_MS = 100;
export const MOBILE_BREAKPOINT_PX = 768;
/** Below MOBILE_BREAKPOINT_PX: the phone layout (bottom sheet, progressive reveal, 12-row first load). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const PAGE_SIZE_BREAKPOINT_PX = 640;
export const PAGE_SIZE = 9;
export const PAGE_SIZE_SMALL = 6;
export const MOBILE_REVEAL_STEP = 6;
export const CONCERTS_PAGE_SIZE = 9;
export const EDITORIAL_PAGE_SIZE = 6;
export const PAGINATION_MAX_NUMBERS = 3;
export const DESCRIPTION_TRUNCATE_CHARS = 220;
export const DESCRIPTION_MIN_BLOCK_PX = 72;
export const META_DESCRIPTION_CHARS = 140;
export const CARD_MAX_CATEGORY_BADGES = 2;
export const CARD_MAX_TAGS = 3;
export const DATE_POPOVER_CLOSE_DELAY_MS = 300;
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [0, 100];

export const SORT_OPTIONS = ['endDate_asc', 'date_asc', 'date_desc', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** Two readings exist (endDate_asc or date_asc first): "about to end" shows today's last chances. */
export const DEFAULT_SORT: SortOption = 'endDate_asc';

// ── Search ─────────────────────────────────────────────────────────────────────
/** Two readings exist (0.7 and 0.8); 0.8 is the listing's and avoids false matches on short words. */
export const FUZZY_THRESHOLD = 0.8;
export const FUZZY_MIN_WORD_LENGTH = 3;

// ── Time of day (minutes from midnight) ────────────────────────────────────────
export const MORNING_MINUTES: readonly [number, number] = [360, 720];
export const AFTERNOON_MINUTES: readonly [number, number] = [900, 1200];
/** Two readings exist (20:00–24:00 or 20:00–30:00); the wrapping one keeps late-night events in "noche". */
export const NIGHT_MINUTES: readonly [number, number] = [1200, 1800];

// ── Trending and nearby ────────────────────────────────────────────────────────
export const NEARBY_DAYS_AHEAD = 5;
export const NEARBY_MAX_SPAN_DAYS = 30;
export const NEARBY_MAX = 5;
export const TRENDING_WINDOW_DAYS = 14;
export const TRENDING_MAX = 5;
export const TRENDING_FAVORITES_WINDOW_DAYS = 7;
export const TRENDING_FEATURED_BASE = 300;
export const TRENDING_PER_DESTACADO = 50;
export const TRENDING_PER_RECENT_FAVORITE = 100;
export const TRENDING_SOON_BONUS = 30;
export const TRENDING_FREE_BONUS = 20;
export const TRENDING_CATEGORY_BONUS = 15;
export const TRENDING_BONUS_CATEGORIES: readonly string[] = ['musica', 'fiestas', 'conciertos'];
// The description pads the displayed saved-count with a random 5–50; this product shows the real count.

// ── Related events ─────────────────────────────────────────────────────────────
export const RELATED_MAX = 6;
export const RELATED_WEIGHTS = {
  sharedCategory: 40,
  relatedSubcategory: 25,
  sameVenue: 25,
  sameNeighborhood: 20,
  sameTown: 15,
  sharedTagEach: 5,
  sharedTagsMax: 15,
  sameArtist: 10,
  sameOrganizer: 8,
  bothFree: 5,
} as const;
/** Start within N days → points (checked in order). */
export const RELATED_START_PROXIMITY: ReadonlyArray<readonly [days: number, points: number]> = [
  [1, 10],
  [3, 7],
  [7, 5],
  [14, 2],
];
/** Price difference up to N euros → points (checked in order). */
export const RELATED_PRICE_PROXIMITY: ReadonlyArray<readonly [euros: number, points: number]> = [
  [5, 5],
  [15, 3],
  [30, 1],
];

// ── Timing and layout ──────────────────────────────────────────────────────────
export const PAGE_VIEW_DELAY_MS = 100;
export const POST_LOGIN_FAVORITE_DELAY_MS = 500;
export const SCROLL_AFTER_PAGE_CHANGE_MS = 100;

export const TEASER_DELAY_MS = 25_000;
export const BACK_TO_TOP_AFTER_PX = 300;
export const HEADER_HIDE_MOBILE_PX = 100;
export const HEADER_HIDE_DESKTOP_PX = 150;
export const BANNER_OFFSET_PX = 40;
export const AVATAR_INITIALS = 2;
export const MAP_ZOOM = 15;
export const BOTTOM_SHEET_MAX_VH = 85;
export const COPIED_FOOTER_MS = 1500;
export const COPIED_BANNER_MS = 2000;
export const LINK_COPIED_CARD_MS = 2500;
export const LINK_COPIED_MS = 2000;

export const DEFAULT_CITY_ID = 'bilbao';
export const ACTIVE_CITY_STORAGE_KEY = 'activeCity';
export const INSTAGRAM_BANNER_DISMISSED_KEY = 'instagram-banner-dismissed';
export const PASSWORD_MIN_LENGTH = 6;
export { TIME_ZONE } from '../../supabase/functions/_shared/dates.ts';
/** When the terms last changed (year-month); the terms page writes it in the page's language. */
export const TERMS_LAST_UPDATED = '2025-08';

// ── Data fetching ──────────────────────────────────────────────────────────────
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

// ── Offline ────────────────────────────────────────────────────────────────────
/** The service worker's cache of API answers (src/build/service-worker.ts); emptied on sign-out. */
export const OFFLINE_DATA_CACHE = 'datos';
