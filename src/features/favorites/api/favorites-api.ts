import { POINTS_FAVORITE, POINTS_FAVORITE_DAILY_MAX } from '@/config/constants';
import { getSupabase } from '@/lib/supabase';
import { awardPoints, checkDailyLimit } from '@/features/points/api/award-points';

export async function isSaved(userId: string, eventId: string): Promise<boolean> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('user_favorites')
    .select('id')
    .eq('user_id', userId)
    .eq('event_id', eventId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data !== null;
}

/** Inserts the row; a row that is already there (another tab, a double click) counts as saved. */
export async function insertFavorite(userId: string, eventId: string): Promise<void> {
  const { error } = await (
    await getSupabase()
  )
    .from('user_favorites')
    .insert({ user_id: userId, event_id: eventId, created_at: new Date().toISOString() });
  if (error && error.code !== '23505') throw new Error(error.message);
}

export async function deleteFavorite(userId: string, eventId: string): Promise<void> {
  const { error } = await (
    await getSupabase()
  )
    .from('user_favorites')
    .delete()
    .eq('user_id', userId)
    .eq('event_id', eventId);
  if (error) throw new Error(error.message);
}

/** 'point': saved with a point; 'limit': saved, today's 5 points already earned; 'already': was saved. */
export type SaveOutcome = 'point' | 'limit' | 'already';

/**
 * Not saved → saved: the points check and award first, then the row. An award that
 * fails (an error, not the daily limit) stops here: the favourite is not added.
 */
export async function saveFavorite(
  userId: string,
  event: { id: string; title: string },
): Promise<SaveOutcome> {
  if (await isSaved(userId, event.id)) return 'already';
  let awarded = 0;
  if (await checkDailyLimit(userId, 'favorite', POINTS_FAVORITE_DAILY_MAX)) {
    const result = await awardPoints({
      userId,
      actionType: 'favorite',
      points: POINTS_FAVORITE,
      description: `Favorito guardado: ${event.title}`.slice(0, 200),
      eventId: event.id,
    });
    awarded = result.awarded;
  }
  await insertFavorite(userId, event.id);
  return awarded > 0 ? 'point' : 'limit';
}
