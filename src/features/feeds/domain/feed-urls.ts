import type { Language } from '@/config/languages';

/** A city's ICS feed (webcal:// opens the calendar's "subscribe"), Google Calendar's and RSS. Pure. */
export interface FeedFilters {
  /** A category id ('musica'). */
  category?: string | null;
  /** A place id or name ('casco-viejo', 'Getxo'). */
  place?: string | null;
  freeOnly?: boolean;
  /** The feed's language: Spanish when absent, 'eu' for Basque. */
  language?: Language;
}

export function feedLinks(supabaseUrl: string, cityId: string, filters: FeedFilters = {}) {
  const feed = (format: 'ics' | 'rss') => {
    const params = new URLSearchParams({ city: cityId, format });
    const category = filters.category?.trim();
    const place = filters.place?.trim();
    if (category) params.set('categoria', category);
    if (place) params.set('ubicacion', place);
    if (filters.freeOnly) params.set('gratis', '1');
    if (filters.language && filters.language !== 'es') params.set('lang', filters.language);
    return `${supabaseUrl.trim().replace(/\/+$/, '')}/functions/v1/feed?${params.toString()}`;
  };
  const ics = feed('ics');
  const webcal = ics.replace(/^https?:\/\//i, 'webcal://');
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  return { ics, webcal, google, rss: feed('rss') };
}
