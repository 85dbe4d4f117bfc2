import {
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_PER_LEVEL,
  POINTS_REGISTRATION,
} from '@/config/constants';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { POINTS_HEAD } from '@/content/page-heads';
import { RequireAuth } from '@/features/auth';
import { PointsOverview } from './points-summary';

export function PointsPage() {
  return (
    <RequireAuth>
      <section className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <PageMeta {...POINTS_HEAD} />
        <header className="space-y-2">
          <h1 className="text-3xl font-extrabold text-gray-900">Mis puntos</h1>
          <p className="text-gray-700">
            Suma puntos guardando eventos y con la newsletter.{' '}
            <Link to="/ranking" className="font-semibold text-primary underline">
              Ver el ranking
            </Link>
          </p>
        </header>
        <PointsOverview />
        {/* The real rules, as the server applies them. */}
        <section aria-labelledby="how-to-earn-title" className="space-y-3 rounded-3xl bg-gray-50 p-6">
          <h2 id="how-to-earn-title" className="text-lg font-bold text-gray-900">
            Cómo se ganan puntos
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
            <li>Crear tu cuenta: {POINTS_REGISTRATION} puntos, una vez.</li>
            <li>
              Guardar un evento en favoritos: {POINTS_FAVORITE} punto, hasta {POINTS_FAVORITE_DAILY_MAX}{' '}
              puntos al día.
            </li>
            <li>
              Suscribirte a la newsletter: {POINTS_NEWSLETTER} puntos, o {POINTS_NEWSLETTER_WITH_INTERESTS} si
              eliges categorías o localidades, una vez.
            </li>
            <li>Cada {POINTS_PER_LEVEL} puntos subes de nivel.</li>
          </ul>
        </section>
      </section>
    </RequireAuth>
  );
}
