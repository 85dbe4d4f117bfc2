import { getLocale } from '@/i18n/locale';
import { m } from '@/i18n/paraglide/messages.js';

/** The server's kinds of award (supabase/functions/_shared/points.ts and the sign-up trigger). */
const BASQUE_LABELS: Record<string, () => string> = {
  registration: m.points_action_registration,
  invite: m.points_action_invite,
  favorite: m.points_action_favorite,
  newsletter: m.points_action_newsletter,
};

/**
 * What a points movement was for. The server stores its description in Spanish: a Spanish page shows
 * it as stored; a Basque page names the known kinds in Basque, any other as stored.
 */
export function movementLabel(t: { action_type: string; description: string | null }): string {
  const basque = getLocale() === 'eu' ? BASQUE_LABELS[t.action_type] : undefined;
  return basque ? basque() : t.description || t.action_type;
}
