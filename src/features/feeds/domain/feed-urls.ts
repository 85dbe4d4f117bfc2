/** Links to a city's calendar (ICS) and RSS feeds, served by the `feed` edge function. Pure. */

export interface FeedFilters {
  /** A category id ('musica'). */
  category?: string | null;
  /** A place id or name ('casco-viejo', 'Getxo'). */
  place?: string | null;
  freeOnly?: boolean;
}

/** `${supabaseUrl}/functions/v1`, without a doubled slash. */
export function functionsBaseUrl(supabaseUrl: string): string {
  return `${supabaseUrl.trim().replace(/\/+$/, '')}/functions/v1`;
}

/** The feed URL: …/feed?city=bilbao&format=ics[&categoria=…][&ubicacion=…][&gratis=1]. */
export function feedUrl(
  functionsBase: string,
  cityId: string,
  format: 'ics' | 'rss',
  filters: FeedFilters = {},
): string {
  const params = new URLSearchParams({ city: cityId, format });
  const category = filters.category?.trim();
  const place = filters.place?.trim();
  if (category) params.set('categoria', category);
  if (place) params.set('ubicacion', place);
  if (filters.freeOnly) params.set('gratis', '1');
  return `${functionsBase.replace(/\/+$/, '')}/feed?${params.toString()}`;
}

/** 'https://x/…' → 'webcal://x/…' (calendar apps subscribe to webcal links). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

export function googleCalendarSubscribeUrl(icsUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(icsUrl))}`;
}

/** Every link the subscribe block shows; webcal:// opens the system calendar's "subscribe" dialog. */
export function feedLinks(supabaseUrl: string, cityId: string, filters: FeedFilters = {}) {
  const base = functionsBaseUrl(supabaseUrl);
  const ics = feedUrl(base, cityId, 'ics', filters);
  return {
    ics,
    webcal: webcalUrl(ics),
    google: googleCalendarSubscribeUrl(ics),
    rss: feedUrl(base, cityId, 'rss', filters),
  };
}
