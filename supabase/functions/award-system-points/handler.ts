/**
 * award-system-points — the server decides points, never the client.
 *
 * Request (signed-in user): POST {user_id, points, action_type, description} as the app sends it.
 *   - action_type: 'registration' | 'newsletter' | 'invite'. Not 'favorite' (a 400 like any unknown
 *     type): a favourite's point is for a favourite that exists, so the database gives it in the
 *     transaction that inserts the row (save_favorite(), which the app calls to save one).
 *   - user_id, when given, must be the caller (else 403); `points` is ignored: the amount comes from
 *     _shared/points.ts; `description` only goes into the transaction's metadata.
 *   - invite: only for an account Auth's invitation created (auth.users.invited_at), once.
 * Response 200 {awarded, total_points, monthly_points, level_id, reason, action_type}; awarded 0 with
 *   reason 'already_awarded' | 'not_subscribed' | 'not_invited' when nothing was due (not an error).
 * Errors: 400 unknown action_type / bad body, 401 not signed in or bad token, 403 another user's id.
 */
import { requireCaller } from '../_shared/auth.ts';
import type { Json } from '../_shared/database.types.ts';
import { checkEnvAtStartup, requireEnv } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/errors.ts';
import { createHandler, readJsonObject } from '../_shared/http.ts';
import { awardsFor, CLIENT_ACTION_TYPES, combineReasons, isClientActionType } from '../_shared/points.ts';
import type { NewsletterState } from '../_shared/points.ts';
import { createServiceClient } from '../_shared/supabase.ts';

const NAME = 'award-system-points';
const REQUIRED_ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
checkEnvAtStartup(NAME, REQUIRED_ENV);

interface AwardRow {
  awarded: number;
  total_points: number;
  monthly_points: number;
  level_id: number;
  reason: string;
}

/** A short, clean one-line text from the client (for metadata only), or null. */
// deno-lint-ignore no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

function clientText(value: unknown, max = 200): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  return text === '' ? null : Array.from(text).slice(0, max).join('');
}

export const handler = createHandler(NAME, async (req) => {
  requireEnv(REQUIRED_ENV);
  const caller = await requireCaller(req);
  const body = await readJsonObject(req);

  if (body.user_id !== undefined && body.user_id !== null && body.user_id !== caller.id) {
    throw new HttpError(403, 'No puedes sumar puntos a otra persona.', {
      user_id: 'El usuario no coincide con la sesión iniciada.',
    });
  }
  const action = body.action_type;
  if (!isClientActionType(action)) {
    throw new HttpError(400, 'Tipo de acción desconocido.', {
      action_type: `Usa uno de estos valores: ${CLIENT_ACTION_TYPES.join(', ')}.`,
    });
  }

  const service = createServiceClient();

  let prefs: NewsletterState | null = null;
  if (action === 'newsletter') {
    const { data, error } = await service
      .from('newsletter_preferences')
      .select('is_subscribed, selected_categories, selected_locations, frequency')
      .eq('user_id', caller.id)
      .maybeSingle();
    if (error) throw new Error(`newsletter_preferences: ${error.message}`);
    prefs = data as NewsletterState | null;
  }

  const metadata: Record<string, Json> = {};
  const clientDescription = clientText(body.description);
  if (clientDescription) metadata.client_description = clientDescription;

  // Refused before any award: the points are not due (not an error).
  let refusal: string | null = null;
  if (action === 'invite' && !caller.invitedAt) refusal = 'not_invited';

  let awarded = 0;
  const reasons: string[] = [];
  let last: AwardRow | null = null;
  for (const rule of refusal ? [] : awardsFor(action, prefs)) {
    const { data, error } = await service
      .rpc('award_points', {
        p_user_id: caller.id,
        p_action_type: rule.actionType,
        p_points: rule.points,
        p_description: rule.description,
        // No daily cap is the argument's default (null).
        p_daily_max: rule.dailyMax ?? undefined,
        p_once: rule.once,
        p_metadata: metadata,
      })
      .single();
    if (error) {
      // The user was deleted between the token check and the award.
      if ((error as { code?: string }).code === '23503') throw new HttpError(401, 'Tu cuenta ya no existe.');
      throw new Error(`award_points: ${error.message}`);
    }
    last = data as AwardRow;
    awarded += last.awarded;
    reasons.push(last.reason);
  }

  let totals = last;
  if (!totals) {
    const { data, error } = await service
      .from('user_points')
      .select('total_points, monthly_points, level_id')
      .eq('user_id', caller.id)
      .maybeSingle();
    if (error) throw new Error(`user_points: ${error.message}`);
    totals = { awarded: 0, reason: '', total_points: 0, monthly_points: 0, level_id: 1, ...(data ?? {}) };
  }

  return json({
    awarded,
    total_points: totals.total_points,
    monthly_points: totals.monthly_points,
    level_id: totals.level_id,
    reason: refusal ?? combineReasons(reasons),
    action_type: action,
  });
});
