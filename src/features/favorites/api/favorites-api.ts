import { getSupabase } from '@/lib/supabase';

/** Inserts the row; a row that is already there (another tab, a double click) counts as saved. */
export async function insertFavorite(userId: string, eventId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('user_favorites')
    .insert({ user_id: userId, event_id: eventId, created_at: new Date().toISOString() });
  if (error && error.code !== '23505') throw new Error(error.message);
}

export async function deleteFavorite(userId: string, eventId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('user_favorites')
    .delete()
    .eq('user_id', userId)
    .eq('event_id', eventId);
  if (error) throw new Error(error.message);
}

/** 'saved': saved now, but the event already earned its point once; 'already': nothing changed. */
export type SaveOutcome = 'point' | 'limit' | 'saved' | 'already';

/** save_favorite() inserts the favourite and, only when that added the row, awards its point (daily cap). */
export async function saveFavorite(eventId: string): Promise<SaveOutcome> {
  const { data, error } = await (await getSupabase()).rpc('save_favorite', { p_event_id: eventId }).single();
  if (error) throw new Error(error.message);
  if (!data.saved) return 'already';
  if (data.awarded > 0) return 'point';
  return data.reason === 'daily_limit' ? 'limit' : 'saved';
}
