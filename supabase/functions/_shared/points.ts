/**
 * The server's table of point awards (points are decided by the server), and the one definition of the
 * point amounts: the app shows them (src/config/constants.ts re-exports them) and the migrations' SQL
 * repeats some as literals (tests/db/point-literals.test.ts holds them to these).
 * The client names an action; the amount, the daily limit and the once-only rule come from here, never
 * from the request body. public.award_points() applies the limits atomically (it locks the user's row).
 */

export const POINTS_FAVORITE = 1;
export const POINTS_FAVORITE_DAILY_MAX = 5;
export const POINTS_REGISTRATION = 35;
export const POINTS_NEWSLETTER = 10;
/**
 * Two readings exist: "15 if categories or locations are also selected" and "10 plus 5 with interests".
 * We award them as two once-only transactions (10 for subscribing, 5 for interests), so a user who
 * subscribes with interests gets 15 at once, and one who adds interests later still gets the 5.
 */
export const POINTS_NEWSLETTER_INTERESTS_BONUS = 5;
export const POINTS_INVITE = 15;
/**
 * "Invite: 15 on registration": the points for joining through an invitation (Auth's own invite,
 * which sets auth.users.invited_at), given once per user. The new-user trigger awards them when the
 * invited account is created; a client asking for them afterwards gets them only if that record says
 * it was invited, and once.
 */
export const INVITE_ONCE = true;
/** Every 100 points a level: public.award_points() stores level_id = total / 100 + 1; the app shows it. */
export const POINTS_PER_LEVEL = 100;
export const FIRST_LEVEL = 1;

export interface AwardRule {
  /** The action_type stored in point_transactions. */
  actionType: string;
  points: number;
  /** Max points of this action per Europe/Madrid day; null = no daily limit. */
  dailyMax: number | null;
  once: boolean;
  /** Spanish text shown in the user's transaction list. */
  description: string;
}

export const AWARD_RULES = {
  /**
   * Given by the database, not by award-system-points: public.save_favorite() (migration
   * 20261127002000) inserts the favourite and awards this in the same transaction, so the point is
   * only for a row that call added. Its SQL repeats these values as literals;
   * tests/db/atomic-limits.test.ts fails when the two differ.
   */
  favorite: {
    actionType: 'favorite',
    points: POINTS_FAVORITE,
    dailyMax: POINTS_FAVORITE_DAILY_MAX,
    once: false,
    description: 'Favorito guardado',
  },
  registration: {
    actionType: 'registration',
    points: POINTS_REGISTRATION,
    dailyMax: null,
    once: true,
    description: 'Registro en Agenda Norte',
  },
  newsletter: {
    actionType: 'newsletter',
    points: POINTS_NEWSLETTER,
    dailyMax: null,
    once: true,
    description: 'Suscripción a la newsletter',
  },
  newsletter_interests: {
    actionType: 'newsletter_interests',
    points: POINTS_NEWSLETTER_INTERESTS_BONUS,
    dailyMax: null,
    once: true,
    description: 'Intereses de la newsletter elegidos',
  },
  invite: {
    actionType: 'invite',
    points: POINTS_INVITE,
    dailyMax: null,
    once: INVITE_ONCE,
    description: 'Registro por invitación',
  },
} as const satisfies Record<string, AwardRule>;

/**
 * The action types a client may ask award-system-points for (newsletter_interests is part of
 * 'newsletter'). Not 'favorite': a favourite's point comes with saving it (save_favorite, above).
 */
export const CLIENT_ACTION_TYPES = ['registration', 'newsletter', 'invite'] as const;
export type ClientActionType = (typeof CLIENT_ACTION_TYPES)[number];

export function isClientActionType(value: unknown): value is ClientActionType {
  return typeof value === 'string' && (CLIENT_ACTION_TYPES as readonly string[]).includes(value);
}

export interface NewsletterState {
  is_subscribed: boolean;
  selected_categories: readonly string[] | null;
  selected_locations: readonly string[] | null;
  frequency?: string | null;
}

/** Subscribed (and not with frequency 'disabled'). */
export function isActiveSubscription(prefs: NewsletterState | null | undefined): boolean {
  return !!prefs && prefs.is_subscribed === true && prefs.frequency !== 'disabled';
}

/** Categories or locations chosen. */
export function hasInterests(prefs: NewsletterState | null | undefined): boolean {
  return (
    !!prefs && ((prefs.selected_categories?.length ?? 0) > 0 || (prefs.selected_locations?.length ?? 0) > 0)
  );
}

/**
 * The awards one request triggers, in order. A newsletter request with an active subscription gives
 * 'newsletter' (10) and, with interests, 'newsletter_interests' (5); without a subscription, nothing.
 */
export function awardsFor(action: ClientActionType, prefs?: NewsletterState | null): AwardRule[] {
  switch (action) {
    case 'registration':
      return [AWARD_RULES.registration];
    case 'invite':
      return [AWARD_RULES.invite];
    case 'newsletter': {
      if (!isActiveSubscription(prefs)) return [];
      return hasInterests(prefs)
        ? [AWARD_RULES.newsletter, AWARD_RULES.newsletter_interests]
        : [AWARD_RULES.newsletter];
    }
  }
}

/**
 * The reason reported when nothing was awarded: the first refusal among the awards
 * ('daily_limit', 'already_awarded'), or 'not_subscribed' for a newsletter request without a subscription.
 * Refusals decided before any award ('not_invited') are reported by the handler.
 */
export function combineReasons(reasons: readonly string[]): string {
  if (reasons.length === 0) return 'not_subscribed';
  if (reasons.includes('awarded')) return 'awarded';
  return reasons[0]!;
}
