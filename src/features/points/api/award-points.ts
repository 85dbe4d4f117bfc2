import { getSupabase } from '@/lib/supabase';
import { invokeFunction } from './edge-function';

export type AwardAction = 'favorite' | 'newsletter';

export interface AwardResult {
  awarded: number;
  total_points: number;
  monthly_points: number;
  level_id: number;
  /** 'awarded' | 'daily_limit' | 'already_awarded' | 'already_saved' | 'not_subscribed' | 'not_invited' */
  reason: string;
}

export interface AwardRequest {
  userId: string;
  actionType: AwardAction;
  /** Asked for; the server decides the real amount. */
  points: number;
  description: string;
  eventId?: string;
}

/** award-system-points: the server decides (and limits) the points; awarded 0 is not an error. */
export function awardPoints({
  userId,
  actionType,
  points,
  description,
  eventId,
}: AwardRequest): Promise<AwardResult> {
  return invokeFunction<AwardResult>('award-system-points', {
    user_id: userId,
    points,
    action_type: actionType,
    description,
    ...(eventId ? { event_id: eventId } : {}),
  });
}

/** check_daily_limit: true while today's points for the action are below `maxPoints`. */
export async function checkDailyLimit(
  userId: string,
  actionType: AwardAction,
  maxPoints: number,
): Promise<boolean> {
  const { data, error } = await (
    await getSupabase()
  ).rpc('check_daily_limit', {
    p_user_id: userId,
    p_action_type: actionType,
    p_max_points: maxPoints,
  });
  if (error) throw new Error(error.message);
  return data === true;
}
