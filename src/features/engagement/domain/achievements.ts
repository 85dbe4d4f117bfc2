/** The achievements teaser: only what the product really awards, so it promises nothing it does not have. */
import {
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_REGISTRATION,
} from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';

/** Read when the teaser renders: its texts are in the page's language. */
export const teaserAchievements = () => [
  {
    id: 'registro',
    title: m.engagement_achievement_registration_title(),
    description: m.engagement_achievement_registration_description(),
    reward: m.engagement_reward_points({ count: POINTS_REGISTRATION }),
  },
  {
    id: 'primer-favorito',
    title: m.engagement_achievement_favorite_title(),
    description: m.engagement_achievement_favorite_description({ max: POINTS_FAVORITE_DAILY_MAX }),
    reward: m.engagement_reward_points({ count: POINTS_FAVORITE }),
  },
  {
    id: 'newsletter',
    title: m.engagement_achievement_newsletter_title(),
    description: m.engagement_achievement_newsletter_description(),
    reward: m.engagement_achievement_newsletter_reward({
      count: POINTS_NEWSLETTER,
      withInterests: POINTS_NEWSLETTER_WITH_INTERESTS,
    }),
  },
];

export const TRUST_BANNER_DISMISSED_KEY = 'trust-banner-dismissed';
export const TEASER_CLOSED_KEY = 'achievements-teaser-closed';
