import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageMeta } from '@/features/city';
import { ARTICLE_NOT_FOUND_HEAD, ARTICLE_NOT_FOUND_TITLE as TITLE } from '../domain/article-head';
import { editorialListPath } from '../domain/list';

/** The tab says whose page it is, as every other page's title does ('… | Agenda Norte'). */
export function ArticleNotFound({ cityParam }: { cityParam?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta {...ARTICLE_NOT_FOUND_HEAD} />
      <h1 className="text-3xl font-extrabold text-gray-900">{TITLE}</h1>
      <p className="text-gray-700">El artículo que buscas no existe o ya no está disponible.</p>
      <Link to={editorialListPath(cityParam)} className={buttonClasses('primary', 'md')}>
        Volver a la editorial
      </Link>
    </section>
  );
}
