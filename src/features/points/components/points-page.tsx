import { Link } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { POINTS_HEAD } from '@/content/page-heads';
import { RequireAuth } from '@/features/auth';
import { PointsOverview } from './points-overview';
import { HowToEarn } from './how-to-earn';

/** /points (signed-in users; others go to /auth). */
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
        <HowToEarn />
      </section>
    </RequireAuth>
  );
}
