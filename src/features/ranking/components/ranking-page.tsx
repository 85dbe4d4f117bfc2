import { Link } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { RANKING_HEAD } from '@/content/page-heads';
import { useAuth } from '@/features/auth';
import { RankingBoard } from './ranking-board';

/** /ranking: public. */
export function RankingPage() {
  const { user, loading } = useAuth();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageMeta {...RANKING_HEAD} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900">Ranking</h1>
        <p className="text-gray-700">
          Los 10 miembros con más puntos de la comunidad.
          {!loading && !user && (
            <>
              {' '}
              <Link to="/auth" className="font-semibold text-primary underline">
                Únete a la comunidad
              </Link>{' '}
              para aparecer.
            </>
          )}
        </p>
      </header>
      <RankingBoard />
    </section>
  );
}
