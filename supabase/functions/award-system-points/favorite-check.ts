/**
 * What a favourite's point is for: saving one existing event that the user has not saved, nor been
 * rewarded for, before. The app asks for the point first and then inserts the favourite, so the
 * server cannot wait for the row; it checks the event instead. Without this, the function
 * would hand out the day's 5 points to anyone calling it, or for saving and removing one event.
 *
 * Two simultaneous requests for one event can both pass: the daily limit (applied atomically by
 * award_points) still bounds what that can give.
 */
import { HttpError } from '../_shared/errors.ts';
import { isUuid } from '../_shared/http.ts';
import type { SupabaseClient } from '../_shared/supabase.ts';

export interface FavoriteCheck {
  event: { id: string; title: string };
  /** Why no point is due ('already_saved' | 'already_awarded'), or null when it is. */
  refusal: string | null;
}

export async function favoriteRefusal(
  service: SupabaseClient,
  userId: string,
  eventId: unknown,
): Promise<FavoriteCheck> {
  if (!isUuid(eventId)) {
    throw new HttpError(400, 'Falta el evento que se guarda en favoritos.', {
      event_id: 'Indica el id (uuid) del evento.',
    });
  }
  // The canonical spelling: the metadata stores the id as text, so 'ABC…' must find 'abc…'.
  const id = eventId.toLowerCase();
  // Three independent reads: one round trip's wait, not three.
  const [found, saved, rewarded] = await Promise.all([
    service.from('events').select('id, title').eq('id', id).maybeSingle(),
    service.from('user_favorites').select('id').eq('user_id', userId).eq('event_id', id).limit(1),
    service
      .from('point_transactions')
      .select('id')
      .eq('user_id', userId)
      .eq('action_type', 'favorite')
      .eq('metadata->>event_id', id)
      .limit(1),
  ]);
  if (found.error) throw new Error(`events: ${found.error.message}`);
  if (saved.error) throw new Error(`user_favorites: ${saved.error.message}`);
  if (rewarded.error) throw new Error(`point_transactions: ${rewarded.error.message}`);
  if (!found.data) {
    throw new HttpError(400, 'Ese evento no existe.', { event_id: 'No hay ningún evento con ese id.' });
  }
  const event = { id: String(found.data.id), title: String(found.data.title ?? '') };
  if (saved.data.length > 0) return { event, refusal: 'already_saved' };
  return { event, refusal: rewarded.data.length > 0 ? 'already_awarded' : null };
}
