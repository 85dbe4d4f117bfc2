import { invokeFunction } from './edge-function';

interface AwardResult {
  awarded: number;
  total_points: number;
  monthly_points: number;
  level_id: number;
  /** 'awarded' | 'already_awarded' | 'not_subscribed' | 'not_invited' */
  reason: string;
}

interface AwardRequest {
  userId: string;
  /** A favourite's point comes with save_favorite(). */
  actionType: 'newsletter';
  /** Asked for; the server decides the real amount. */
  points: number;
  description: string;
}

/** award-system-points: the server decides (and limits) the points; awarded 0 is not an error. */
export function awardPoints({ userId, actionType, points, description }: AwardRequest): Promise<AwardResult> {
  return invokeFunction<AwardResult>('award-system-points', {
    user_id: userId,
    points,
    action_type: actionType,
    description,
  });
}
