import {
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_PER_LEVEL,
  POINTS_REGISTRATION,
} from '@/config/constants';

/** The real rules, as the server applies them. */
export function HowToEarn() {
  return (
    <section aria-labelledby="how-to-earn-title" className="space-y-3 rounded-3xl bg-gray-50 p-6">
      <h2 id="how-to-earn-title" className="text-lg font-bold text-gray-900">
        Cómo se ganan puntos
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
        <li>Crear tu cuenta: {POINTS_REGISTRATION} puntos, una vez.</li>
        <li>
          Guardar un evento en favoritos: {POINTS_FAVORITE} punto, hasta {POINTS_FAVORITE_DAILY_MAX} puntos al
          día.
        </li>
        <li>
          Suscribirte a la newsletter: {POINTS_NEWSLETTER} puntos, o {POINTS_NEWSLETTER_WITH_INTERESTS} si
          eliges categorías o localidades, una vez.
        </li>
        <li>Cada {POINTS_PER_LEVEL} puntos subes de nivel.</li>
      </ul>
    </section>
  );
}
