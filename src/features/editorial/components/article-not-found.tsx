import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { SITE_NAME } from '@/config/site';
import { editorialListPath } from '../domain/list';

const TITLE = 'Artículo no encontrado';

/** The tab says whose page it is, as every other page's title does ('… | Agenda Norte'). */
export function ArticleNotFound({ cityParam }: { cityParam?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Helmet>
        <title>{`${TITLE} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 className="text-3xl font-extrabold text-gray-900">{TITLE}</h1>
      <p className="text-gray-700">El artículo que buscas no existe o ya no está disponible.</p>
      <Link to={editorialListPath(cityParam)} className={buttonClasses('primary', 'md')}>
        Volver a la editorial
      </Link>
    </section>
  );
}
