/** Tracking calls: they never get in a visitor's way, so every error is swallowed. */
import { getSupabase } from '@/lib/supabase';

/** Column limits of external_link_clicks: longer values would be refused, so they are cut. */
const MAX_URL = 2048;
const MAX_USER_AGENT = 1024;

/** Adds one view to (path, event); resolves to the new count, or null when the call failed. */
export async function incrementPageView(path: string, eventId: string | null): Promise<number | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('increment_page_view', {
      p_page_path: path,
      // Left out for a page that is no event: the argument's default is null.
      p_event_id: eventId ?? undefined,
    });
    if (error) return null;
    const count = Number(data);
    return Number.isFinite(count) ? count : null;
  } catch {
    return null;
  }
}

/** Views of (path, event); 0 when there is no row yet or the read failed. */
export async function fetchViewCount(path: string, eventId: string | null, signal?: AbortSignal) {
  try {
    const base = (await getSupabase()).from('page_views').select('view_count').eq('page_path', path);
    const query = eventId === null ? base.is('event_id', null) : base.eq('event_id', eventId);
    const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
    if (error || !data) return 0;
    const count = Number((data as { view_count: unknown }).view_count);
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/** Records a click on a link to another site, with the signed-in user when there is one. */
export async function trackExternalClick(externalUrl: string, sourcePage: string): Promise<void> {
  try {
    const referrer = typeof document !== 'undefined' && document.referrer ? document.referrer : null;
    const supabase = await getSupabase();
    const session = await supabase.auth.getSession().catch(() => null);
    await supabase.from('external_link_clicks').insert({
      external_url: externalUrl.slice(0, MAX_URL),
      user_id: session?.data.session?.user.id ?? null,
      clicked_at: new Date().toISOString(),
      source_page: sourcePage.slice(0, MAX_URL),
      user_agent: typeof navigator !== 'undefined' ? navigator.userAgent.slice(0, MAX_USER_AGENT) : null,
      referrer: referrer ? referrer.slice(0, MAX_URL) : null,
    });
  } catch {
    // a click is never worth an error
  }
}
