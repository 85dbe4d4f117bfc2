/** The achievements teaser: only what the product really awards, so it promises nothing it does not have. */
import {
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_REGISTRATION,
} from '@/config/constants';

export const TEASER_ACHIEVEMENTS = [
  {
    id: 'registro',
    title: 'Bienvenida a la comunidad',
    description: 'Crea tu cuenta gratis.',
    reward: `+${POINTS_REGISTRATION} puntos`,
  },
  {
    id: 'primer-favorito',
    title: 'Primer favorito',
    description: `Guarda tu primer evento con la estrella (hasta ${POINTS_FAVORITE_DAILY_MAX} puntos al día).`,
    reward: `+${POINTS_FAVORITE} punto`,
  },
  {
    id: 'newsletter',
    title: 'Suscríbete a la newsletter',
    description: 'Elige cada cuánto y qué planes quieres recibir.',
    reward: `+${POINTS_NEWSLETTER} puntos (${POINTS_NEWSLETTER_WITH_INTERESTS} si eliges categorías o localidades)`,
  },
];

export const TRUST_BANNER_DISMISSED_KEY = 'trust-banner-dismissed';
export const TEASER_CLOSED_KEY = 'achievements-teaser-closed';
